export { TemplatesSearchPage } from './TemplatesSearchPage';
export { TemplatePage } from './TemplatePage';
export { CollectionPage } from './CollectionPage';
