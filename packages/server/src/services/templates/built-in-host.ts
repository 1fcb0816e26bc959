import type { WeftConfig } from '../../config.js';
import type { NodeTypesService } from '../node-types.service.js';
import { editorBaseUrl } from '../mail/user-mails.js';
import { builtInCatalogueFolder, loadCatalogue } from './catalogue-loader.js';
import { CatalogueHost } from './catalogue-host.js';

/** Weft's own templates host: its catalogue, node summaries from this instance's node types. */
export function builtInTemplatesHost(config: WeftConfig, nodeTypes: NodeTypesService): CatalogueHost {
  return new CatalogueHost({
    catalogue: () => loadCatalogue(builtInCatalogueFolder()),
    nodeTypes: () => nodeTypes.descriptions(true),
    // The editor's own icon route (the cards are shown to signed-in users of this instance).
    iconUrl: (type) => `${editorBaseUrl(config)}rest/node-icon/${encodeURIComponent(type)}`,
  });
}
