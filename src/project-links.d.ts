// Defined by vite.config.ts from package.json when the page is built.
declare const __PROJECT_LINKS__: import('./page/project-links').ProjectLinks;
