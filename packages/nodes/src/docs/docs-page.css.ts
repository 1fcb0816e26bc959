/** One stylesheet for every docs page, inlined so that a page needs nothing else from the server. */
export const DOCS_CSS = `
:root { --text: #1f2430; --muted: #5c6370; --line: #e3e6eb; --accent: #4c6ef5; --accent-soft: #edf2ff; --bg: #f7f8fa; --code-bg: #f2f4f7; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--text); background: #fff; }
a { color: #4263eb; text-decoration: none; }
a:hover { text-decoration: underline; }
.topbar { position: sticky; top: 0; z-index: 2; display: flex; align-items: center; gap: 16px; height: 56px; padding: 0 24px; background: #fff; border-bottom: 1px solid var(--line); }
.brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 16px; color: var(--text); }
.brand-mark { display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: 7px; background: var(--accent); color: #fff; font-size: 15px; }
.brand small { font-weight: 500; color: var(--muted); font-size: 14px; }
.topbar .spacer { flex: 1; }
.topbar .editor-link { font-size: 14px; font-weight: 500; padding: 6px 12px; border: 1px solid var(--line); border-radius: 6px; color: var(--text); }
.layout { display: grid; grid-template-columns: 260px minmax(0, 1fr); min-height: calc(100vh - 56px); }
nav.side { border-right: 1px solid var(--line); background: var(--bg); padding: 20px 12px 40px; position: sticky; top: 56px; height: calc(100vh - 56px); overflow-y: auto; }
nav.side h4 { margin: 18px 10px 6px; font-size: 11px; letter-spacing: .06em; text-transform: uppercase; color: var(--muted); }
nav.side h4:first-child { margin-top: 0; }
nav.side a { display: flex; align-items: center; gap: 8px; padding: 4px 10px; border-radius: 6px; font-size: 14px; color: var(--text); }
nav.side a:hover { background: #eceef2; text-decoration: none; }
nav.side a[aria-current="page"] { background: var(--accent-soft); color: #3b5bdb; font-weight: 600; }
nav.side img { width: 16px; height: 16px; }
main { padding: 32px 48px 80px; max-width: 880px; }
.page-head { display: flex; align-items: center; gap: 14px; margin-bottom: 6px; }
.page-head img { width: 40px; height: 40px; }
.page-head h1 { margin: 0; font-size: 30px; line-height: 1.2; }
.type-name { display: inline-block; margin: 4px 0 20px; font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--muted); background: var(--code-bg); padding: 2px 8px; border-radius: 4px; }
.lead { font-size: 17px; color: var(--muted); margin: 0 0 8px; }
main h1 { font-size: 30px; margin: 0 0 12px; }
main h2 { font-size: 21px; margin: 36px 0 10px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
main h3 { font-size: 17px; margin: 26px 0 8px; }
main p, main ul, main ol { margin: 0 0 14px; }
main li { margin: 3px 0; }
code { font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--code-bg); padding: 1px 5px; border-radius: 4px; }
pre { background: #1f2430; color: #e6e8ee; padding: 14px 16px; border-radius: 8px; overflow-x: auto; margin: 0 0 16px; }
pre code { background: none; padding: 0; color: inherit; }
table { border-collapse: collapse; width: 100%; margin: 0 0 18px; font-size: 14px; }
th, td { text-align: left; vertical-align: top; padding: 7px 10px; border: 1px solid var(--line); }
th { background: var(--bg); font-weight: 600; }
blockquote { margin: 0 0 16px; padding: 10px 14px; background: var(--accent-soft); border-left: 3px solid var(--accent); border-radius: 0 6px 6px 0; }
blockquote p:last-child { margin-bottom: 0; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px; margin: 0 0 28px; }
.card { display: flex; gap: 12px; align-items: flex-start; padding: 12px 14px; border: 1px solid var(--line); border-radius: 8px; color: var(--text); background: #fff; }
.card:hover { border-color: #91a7ff; box-shadow: 0 1px 4px rgba(0,0,0,.06); text-decoration: none; }
.card img { width: 28px; height: 28px; flex: none; margin-top: 2px; }
.card strong { display: block; font-size: 14px; }
.card span { display: block; font-size: 13px; color: var(--muted); line-height: 1.4; }
.not-found { padding: 24px; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); }
@media (max-width: 800px) { .layout { grid-template-columns: 1fr; } nav.side { display: none; } main { padding: 24px; } }
`;
