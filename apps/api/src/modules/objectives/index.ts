// What other modules may use of the objectives module (issue 28 part 4): its routes (app.ts).
export { objectivesRoutesOf } from './objectives.routes.ts';
