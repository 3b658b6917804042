// The builder pages: one lazily loaded chunk (storefront.routes.tsx), one page per file.
export { BuilderPage } from './builder.page.tsx';
export { BuilderProductPage } from './builder-product.page.tsx';
export { BuildersPage } from './builders.page.tsx';
