/**
 * The static assets of the gateway's own pages, served from /auth/assets/ as separate files so
 * the CSP can forbid inline script and style.
 */

/** The stylesheet of the login, home and notifications pages. */
export const AUTH_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f4f6f8; color: #1d2733; }
main { max-width: 760px; margin: 0 auto; padding: 32px 20px; }
h1 { font-size: 1.6rem; margin: 0 0 12px; }
p { line-height: 1.5; }
.accounts { list-style: none; padding: 0; display: grid; gap: 12px; }
.account { background: #fff; border: 1px solid #d9e0e7; border-radius: 8px; padding: 14px 16px;
  display: flex; justify-content: space-between; align-items: center; gap: 16px; }
.account form { margin: 0; }
.account-name { font-weight: 600; }
.account-profiles { margin: 4px 0 0; padding-left: 18px; color: #4a5866; font-size: 0.92rem; }
button, .button { font: inherit; background: #1f6feb; color: #fff; border: 0; border-radius: 6px;
  padding: 8px 16px; cursor: pointer; text-decoration: none; display: inline-block; }
button.secondary { background: #5b6b7b; }
button:focus-visible, .button:focus-visible, a:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
.notice { background: #fff8e1; border: 1px solid #f0d58c; border-radius: 8px; padding: 12px 16px; }
.notifications { list-style: none; padding: 0; margin: 0; }
.notification { background: #fff; border-bottom: 1px solid #e3e8ee; padding: 12px 16px; }
.notification[data-status="unread"] { border-left: 4px solid #1f6feb; }
.notification p { margin: 4px 0 0; color: #4a5866; }
.notification time { display: block; font-size: 0.8rem; color: #6b7885; margin-top: 4px; }
body.embedded main { padding: 0; }
.registration { background: #fff; border: 1px solid #d9e0e7; border-radius: 8px; padding: 16px 20px;
  display: grid; gap: 14px; }
.field { display: grid; gap: 4px; }
.field label { font-weight: 600; }
.field input { font: inherit; padding: 8px 10px; border: 1px solid #8a97a4; border-radius: 6px; }
.field input[aria-invalid="true"] { border-color: #b3261e; }
.field-error { color: #b3261e; margin: 0; font-size: 0.92rem; }
.register-link { margin: 0 0 16px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
`;

/**
 * The notifications page's script: get the bearer with the session cookie (POST /auth/token, the
 * token never in a URL), open the realtime socket, authenticate, subscribe to `notifications`,
 * and on each event render it (as text) and hand it to the parent app with
 * `postMessage(notification, appOrigin)` — the exact configured origin, never '*'.
 */
export const NOTIFICATIONS_JS = `'use strict';
(function () {
  var root = document.getElementById('notifications');
  if (!root) return;
  var appOrigin = root.getAttribute('data-app-origin');
  var profile = root.getAttribute('data-profile');
  var list = document.getElementById('notification-list');
  var empty = document.getElementById('notification-empty');
  var delay = 1000;
  var MAX_DELAY = 30000;

  function text(value) { return value === undefined || value === null ? '' : String(value); }

  function render(notification) {
    if (!list) return;
    var item = document.createElement('li');
    item.className = 'notification';
    item.setAttribute('data-status', text(notification.status) || 'unread');
    var title = document.createElement('strong');
    title.textContent = text(notification.title || notification.message || notification.notificationType);
    item.appendChild(title);
    if (notification.body) {
      var body = document.createElement('p');
      body.textContent = text(notification.body);
      item.appendChild(body);
    }
    list.insertBefore(item, list.firstChild);
    if (empty) empty.hidden = true;
  }

  function deliver(notification) {
    render(notification);
    if (window.parent && window.parent !== window && appOrigin) {
      window.parent.postMessage(notification, appOrigin);
    }
  }

  function retry() {
    setTimeout(connect, delay);
    delay = Math.min(delay * 2, MAX_DELAY);
  }

  function connect() {
    fetch('/auth/token', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(function (response) {
        if (!response.ok) throw new Error('token ' + response.status);
        return response.json();
      })
      .then(function (session) {
        var scheme = window.location.protocol === 'https:' ? 'wss://' : 'ws://';
        var socket = new WebSocket(scheme + window.location.host + '/api/v2/realtime');
        socket.addEventListener('open', function () {
          socket.send(JSON.stringify({ type: 'auth', token: session.token, profile: profile }));
        });
        socket.addEventListener('message', function (event) {
          var frame;
          try { frame = JSON.parse(event.data); } catch (error) { return; }
          if (frame.type === 'authenticated') {
            delay = 1000;
            socket.send(JSON.stringify({ type: 'subscribe', channel: 'notifications' }));
          } else if (frame.type === 'event' && frame.channel === 'notifications' && frame.payload && typeof frame.payload === 'object') {
            deliver(frame.payload);
          }
        });
        socket.addEventListener('close', retry);
      })
      .catch(retry);
  }

  connect();
})();
`;
