/**
 * The hosted chat page's look. Colours and sizes are the `--chat--*` variables n8n's chat documents,
 * so that a workflow's Custom Chat Styling (written for n8n) restyles this page too.
 */
export const CHAT_PAGE_STYLE = `
:root{--chat--color-primary:#4f46e5;--chat--color-primary-shade-50:#4338ca;--chat--color-secondary:#4f46e5;
--chat--color-white:#fff;--chat--color-light:#f4f5fb;--chat--color-light-shade-50:#e4e6f0;--chat--color-medium:#c9ccd8;
--chat--color-dark:#171a2b;--chat--color-typing:#6b7080;--chat--spacing:1rem;--chat--border-radius:.9rem;
--chat--font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",sans-serif,"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji";
--chat--header--background:linear-gradient(135deg,#1e1b4b,#4338ca);--chat--header--color:#fff;
--chat--heading--font-size:1.5rem;--chat--message--font-size:.975rem;--chat--message-line-height:1.55;
--chat--message--bot--background:var(--chat--color-white);--chat--message--bot--color:var(--chat--color-dark);
--chat--message--user--background:var(--chat--color-secondary);--chat--message--user--color:var(--chat--color-white);
--chat--message--pre--background:rgba(15,18,40,.06);--chat--body--background:var(--chat--color-light);
--chat--input--background:var(--chat--color-white);--chat--footer--background:var(--chat--color-white);
--chat--window--width:46rem}
*{box-sizing:border-box}
html,body{height:100%;margin:0}
body{font-family:var(--chat--font-family);color:var(--chat--color-dark);background:var(--chat--body--background);display:flex;justify-content:center}
.chat-layout{display:flex;flex-direction:column;width:100%;max-width:var(--chat--window--width);height:100%;background:var(--chat--body--background)}
@media (min-width:50rem){.chat-layout{height:calc(100% - 3rem);margin:1.5rem 0;border-radius:1.25rem;overflow:hidden;box-shadow:0 18px 50px rgba(23,26,43,.16),0 2px 6px rgba(23,26,43,.08);border:1px solid var(--chat--color-light-shade-50)}}
.chat-header{padding:1.4rem 1.6rem 1.25rem;background:var(--chat--header--background);color:var(--chat--header--color)}
.chat-header h1{margin:0;font-size:var(--chat--heading--font-size);font-weight:700;letter-spacing:-.01em}
.chat-header p{margin:.3rem 0 0;opacity:.82;font-size:.95rem}
.chat-messages{flex:1;overflow-y:auto;padding:1.25rem 1.25rem .5rem;display:flex;flex-direction:column;gap:.7rem;scroll-behavior:smooth}
.chat-message{max-width:80%;padding:.7rem 1rem;border-radius:var(--chat--border-radius);font-size:var(--chat--message--font-size);line-height:var(--chat--message-line-height);overflow-wrap:anywhere;animation:chat-in .18s ease-out}
.chat-message p{margin:0}.chat-message p+p{margin-top:.5rem}
.chat-message-from-bot{align-self:flex-start;background:var(--chat--message--bot--background);color:var(--chat--message--bot--color);border-bottom-left-radius:.3rem;box-shadow:0 1px 2px rgba(23,26,43,.08);border:1px solid var(--chat--color-light-shade-50)}
.chat-message-from-user{align-self:flex-end;background:var(--chat--message--user--background);color:var(--chat--message--user--color);border-bottom-right-radius:.3rem;white-space:pre-wrap}
.chat-message-error{align-self:flex-start;background:#fdecec;color:#8a1c1c;border:1px solid #f5c2c2}
.chat-message pre{background:var(--chat--message--pre--background);padding:.6rem .75rem;border-radius:.5rem;overflow-x:auto;margin:.5rem 0 0}
.chat-message code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.88em}
.chat-typing{display:inline-flex;gap:.3rem;align-items:center;padding:.2rem 0}
.chat-typing span{width:.45rem;height:.45rem;border-radius:50%;background:var(--chat--color-typing);opacity:.5;animation:chat-blink 1.2s infinite}
.chat-typing span:nth-child(2){animation-delay:.2s}.chat-typing span:nth-child(3){animation-delay:.4s}
.chat-footer{display:flex;gap:.6rem;align-items:flex-end;padding:.85rem 1rem;background:var(--chat--footer--background);border-top:1px solid var(--chat--color-light-shade-50)}
.chat-input{flex:1;resize:none;min-height:2.9rem;max-height:10rem;padding:.75rem .95rem;font:inherit;font-size:.975rem;line-height:1.4;color:inherit;background:var(--chat--input--background);border:1px solid var(--chat--color-medium);border-radius:.8rem}
.chat-input:focus{outline:none;border-color:var(--chat--color-primary);box-shadow:0 0 0 3px rgba(79,70,229,.22)}
.chat-send,.chat-start{display:inline-flex;align-items:center;justify-content:center;gap:.4rem;border:0;cursor:pointer;font:inherit;font-weight:600;color:#fff;background:var(--chat--color-primary);transition:background .15s}
.chat-send{width:2.9rem;height:2.9rem;border-radius:.8rem;flex:none}
.chat-send:hover:not(:disabled),.chat-start:hover{background:var(--chat--color-primary-shade-50)}
.chat-send:disabled{opacity:.45;cursor:not-allowed}
.chat-send:focus-visible,.chat-start:focus-visible{outline:3px solid var(--chat--color-primary);outline-offset:2px}
.chat-welcome{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:2rem;text-align:center}
.chat-welcome p{margin:0;color:var(--chat--color-typing);max-width:28rem}
.chat-start{padding:.8rem 1.6rem;border-radius:999px}
.chat-attach{display:inline-flex;align-items:center;justify-content:center;width:2.9rem;height:2.9rem;flex:none;border:1px solid var(--chat--color-light-shade-50);border-radius:.8rem;background:transparent;color:inherit;cursor:pointer}
.chat-attach:hover{background:var(--chat--color-light-shade-50)}
.chat-attach:focus-visible,.chat-chip-remove:focus-visible{outline:3px solid var(--chat--color-primary);outline-offset:2px}
.chat-chips{display:flex;flex-wrap:wrap;gap:.4rem;margin:0;padding:.6rem 1rem 0;list-style:none;background:var(--chat--footer--background)}
.chat-chips[hidden]{display:none}
.chat-chip{display:inline-flex;align-items:center;gap:.3rem;max-width:16rem;padding:.2rem .3rem .2rem .7rem;border-radius:999px;background:var(--chat--color-light-shade-50);font-size:.85rem}
.chat-chip span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.chat-chip-remove{width:1.5rem;height:1.5rem;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer;font-size:1rem;line-height:1}
.chat-chip-remove:hover{background:rgba(0,0,0,.1)}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
[hidden]{display:none!important}
@keyframes chat-in{from{opacity:0;transform:translateY(4px)}to{opacity:1;transform:none}}
@keyframes chat-blink{0%,80%,100%{opacity:.25}40%{opacity:.9}}
@media (prefers-reduced-motion:reduce){.chat-message,.chat-typing span{animation:none}}
`;
