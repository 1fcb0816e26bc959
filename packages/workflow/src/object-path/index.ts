export { getPath, setPath, unsetPath, withPathSet, withPathUnset, parsePath } from './object-path.js';
