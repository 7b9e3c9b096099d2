// Feature modules import their own style sheets (`import "./lifecycle.css"`); vite bundles them.
declare module "*.css" {}
