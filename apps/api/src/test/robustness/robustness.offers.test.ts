import { robustnessSuite } from './robustness.suite.ts';

robustnessSuite('offers');
