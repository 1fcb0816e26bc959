/**
 * The hosted chat page's script (plain browser JavaScript, no framework, nothing from a CDN). It reads
 * its settings from the JSON in `#chat-config`, keeps the session id in localStorage, and talks to the
 * page's own URL with the widget protocol: POST `{ action, sessionId, chatInput }`. A streaming answer
 * is newline-delimited JSON (`begin`, `item` with `content`, `end`); any other is the last node's JSON.
 */
export const CHAT_PAGE_SCRIPT = String.raw`
(function () {
  var config = JSON.parse(document.getElementById('chat-config').textContent);
  var list = document.getElementById('chat-messages');
  var form = document.getElementById('chat-form');
  var input = document.getElementById('chat-input');
  var send = document.getElementById('chat-send');
  var welcome = document.getElementById('chat-welcome');
  var busy = false;
  var picker = document.getElementById('chat-files');
  var chips = document.getElementById('chat-chips');
  var attached = [];

  function showChips() {
    if (!chips) return;
    chips.innerHTML = '';
    chips.hidden = attached.length === 0;
    attached.forEach(function (file, index) {
      var chip = document.createElement('li');
      chip.className = 'chat-chip';
      var name = document.createElement('span');
      name.textContent = file.name;
      chip.title = file.name;
      var remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'chat-chip-remove';
      remove.setAttribute('aria-label', 'Remove ' + file.name);
      remove.textContent = '\u00d7';
      remove.addEventListener('click', function () { attached.splice(index, 1); showChips(); update(); input.focus(); });
      chip.append(name, remove);
      chips.append(chip);
    });
  }

  function newId() {
    return (window.crypto && crypto.randomUUID) ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2);
  }
  var sessionId = null;
  try { sessionId = localStorage.getItem(config.storageKey); } catch (e) { /* storage may be blocked */ }
  if (!sessionId) {
    sessionId = newId();
    try { localStorage.setItem(config.storageKey, sessionId); } catch (e) { /* the session lasts as long as the page */ }
  }

  function escapeHtml(text) {
    return text.replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]; });
  }
  // A small part of Markdown: fenced code, inline code, bold, italics, links and paragraphs.
  function markdown(text) {
    var parts = String(text).split(/\x60\x60\x60/);
    return parts.map(function (part, index) {
      if (index % 2 === 1) return '<pre><code>' + escapeHtml(part.replace(/^[a-z]*\n/, '')) + '</code></pre>';
      return part.split(/\n{2,}/).filter(function (p) { return p.trim() !== ''; }).map(function (p) {
        var html = escapeHtml(p)
          .replace(/\x60([^\x60]+)\x60/g, '<code>$1</code>')
          .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
          .replace(/(^|[^*])\*([^*\n]+)\*/g, '$1<em>$2</em>')
          .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2" target="_blank" rel="noopener">$1</a>')
          .replace(/\n/g, '<br>');
        return '<p>' + html + '</p>';
      }).join('');
    }).join('');
  }

  function scroll() { list.scrollTop = list.scrollHeight; }
  function add(from, text) {
    var bubble = document.createElement('div');
    bubble.className = 'chat-message chat-message-from-' + from;
    if (from === 'user') bubble.textContent = text; else bubble.innerHTML = markdown(text);
    list.appendChild(bubble);
    scroll();
    return bubble;
  }
  function typing() {
    var bubble = document.createElement('div');
    bubble.className = 'chat-message chat-message-from-bot chat-message-typing';
    bubble.setAttribute('aria-label', 'The assistant is typing');
    bubble.innerHTML = '<span class="chat-typing"><span></span><span></span><span></span></span>';
    list.appendChild(bubble);
    scroll();
    return bubble;
  }
  function failed(bubble, message) {
    bubble.className = 'chat-message chat-message-error';
    bubble.setAttribute('role', 'alert');
    bubble.textContent = message;
  }
  function answerText(json) {
    if (json === null || json === undefined) return '';
    if (typeof json === 'string') return json;
    if (Array.isArray(json)) return answerText(json[0]);
    var keys = ['output', 'text', 'message', 'answer', 'response'];
    for (var i = 0; i < keys.length; i++) {
      var value = json[keys[i]];
      if (typeof value === 'string') return value;
      if (value && typeof value.text === 'string') return value.text;
    }
    return JSON.stringify(json, null, 2);
  }
  function post(body, files) {
    if (files && files.length > 0) {
      // As n8n's chat widget sends files: multipart with the message's fields beside them.
      var data = new FormData();
      Object.keys(body).forEach(function (key) { data.append(key, body[key]); });
      files.forEach(function (file) { data.append('files', file, file.name); });
      return fetch(location.pathname + location.search, { method: 'POST', body: data });
    }
    return fetch(location.pathname + location.search, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
  }

  async function readStream(response, bubble) {
    var reader = response.body.getReader();
    var decoder = new TextDecoder();
    var buffered = '';
    var text = '';
    var started = false;
    function handle(line) {
      if (!line.trim()) return;
      var chunk;
      try { chunk = JSON.parse(line); } catch (e) { chunk = { type: 'item', content: line }; }
      if (chunk.type === 'item' && typeof chunk.content === 'string') {
        text += chunk.content;
        if (!started) { started = true; bubble.classList.remove('chat-message-typing'); bubble.removeAttribute('aria-label'); }
        bubble.innerHTML = markdown(text);
        scroll();
      } else if (chunk.type === 'error') {
        throw new Error(chunk.content || 'The workflow failed');
      } else if (chunk.type === undefined && !started) {
        // The workflow answered without streaming (no streaming node ran): its JSON is the answer.
        text = answerText(chunk);
        started = true;
        bubble.innerHTML = markdown(text);
      }
    }
    for (;;) {
      var step = await reader.read();
      if (step.done) break;
      buffered += decoder.decode(step.value, { stream: true });
      var lines = buffered.split('\n');
      buffered = lines.pop();
      lines.forEach(handle);
    }
    handle(buffered);
    if (!started) bubble.remove();
  }

  async function sendMessage(text, files) {
    busy = true;
    update();
    var names = 'Attached: ' + files.map(function (file) { return file.name; }).join(', ');
    add('user', files.length === 0 ? text : text === '' ? names : text + '\n\n' + names);
    var bubble = typing();
    try {
      var response = await post({ action: 'sendMessage', sessionId: sessionId, chatInput: text }, files);
      if (!response.ok) {
        var problem = await response.json().catch(function () { return {}; });
        throw new Error(problem.message || ('The chat answered with status ' + response.status));
      }
      if (config.streaming && response.body) {
        await readStream(response, bubble);
      } else {
        var json = await response.json().catch(function () { return null; });
        bubble.classList.remove('chat-message-typing');
        bubble.removeAttribute('aria-label');
        bubble.innerHTML = markdown(answerText(json));
      }
    } catch (error) {
      failed(bubble, 'Sorry, something went wrong: ' + (error && error.message ? error.message : error));
    }
    busy = false;
    update();
    input.focus();
    scroll();
  }

  function update() {
    // Files alone make a message too (n8n's chat sends them with an empty text).
    send.disabled = busy || (input.value.trim() === '' && attached.length === 0);
    input.style.height = 'auto';
    input.style.height = Math.min(input.scrollHeight, 160) + 'px';
  }

  async function start() {
    if (welcome) welcome.hidden = true;
    list.hidden = false;
    form.hidden = false;
    var shown = false;
    if (config.loadPreviousSession) {
      try {
        var response = await post({ action: 'loadPreviousSession', sessionId: sessionId });
        var previous = response.ok ? await response.json() : null;
        var messages = previous && Array.isArray(previous.data) ? previous.data : [];
        messages.forEach(function (message) {
          var kind = (message.id || []).join('.') + ' ' + (message.type || '');
          var content = message.kwargs ? message.kwargs.content : message.content;
          if (typeof content !== 'string') return;
          add(/HumanMessage|human/.test(kind) ? 'user' : 'bot', content);
          shown = true;
        });
      } catch (e) { /* a chat without its history still works */ }
    }
    if (!shown) config.initialMessages.forEach(function (message) { add('bot', message); });
    input.focus();
  }

  input.addEventListener('input', update);
  input.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if ((!text && attached.length === 0) || busy) return;
    input.value = '';
    var files = attached;
    attached = [];
    showChips();
    sendMessage(text, files);
  });
  if (picker) {
    document.getElementById('chat-attach').addEventListener('click', function () { picker.click(); });
    picker.addEventListener('change', function () {
      attached = attached.concat(Array.prototype.slice.call(picker.files || []));
      picker.value = '';
      showChips();
      update();
    });
  }
  var startButton = document.getElementById('chat-start');
  if (startButton) startButton.addEventListener('click', start); else start();
  update();
})();
`;
