/**
 * The docs page and its initializer, Weft's own files beside the Swagger UI package's assets. The
 * initializer is a file of its own, not an inline script, so the page runs under the content-security
 * policy Weft sends on its pages (`script-src 'self'`).
 */

export const SWAGGER_UI_INITIALIZER = 'weft-swagger-ui.js';

export const SWAGGER_UI_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Weft Public API</title>
  <link rel="icon" type="image/png" href="favicon-32x32.png" sizes="32x32">
  <link rel="stylesheet" href="swagger-ui.css">
  <link rel="stylesheet" href="index.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="swagger-ui-bundle.js"></script>
  <script src="${SWAGGER_UI_INITIALIZER}"></script>
</body>
</html>
`;

// The page is at {basePath}api/v1/docs/, so the document is one level up whatever the base path is.
// No validator badge: it would send the document to an outside service. The key given to "Authorize" is
// kept for the tab only (persistAuthorization would write it to localStorage).
export const SWAGGER_UI_INITIALIZER_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: new URL('../openapi.json', window.location.href).href,
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;
