// A minimal host of the Kitsmith editor in component mode (docs/component-mode.md): say hello
// until the editor is ready, then show what Apply or Cancel sends back.
(function () {
  'use strict';
  var frame = document.getElementById('editor');
  var status = document.getElementById('status');
  var result = document.getElementById('result');
  var params = new URLSearchParams(window.location.search);
  if (params.get('game')) frame.src = '/' + encodeURIComponent(params.get('game')) + '/?component&scale=0.25';
  var editorOrigin = new URL(frame.src, window.location.href).origin;
  var ready = false;

  function hello() {
    if (ready) return;
    frame.contentWindow.postMessage({ type: 'kitsmith:hello' }, editorOrigin);
    window.setTimeout(hello, 250);
  }
  frame.addEventListener('load', hello);

  window.addEventListener('message', function (event) {
    if (event.origin !== editorOrigin || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    if (data.type === 'kitsmith:ready') {
      ready = true;
      status.textContent = 'Editor ready (' + data.game + ').';
    } else if (data.type === 'kitsmith:apply') {
      status.textContent = 'Applied: kit received.';
      result.textContent = '';
      var kit = document.createElement('pre');
      kit.id = 'kit';
      kit.textContent = data.kit;
      result.appendChild(kit);
      Object.keys(data.textures || {}).forEach(function (area) {
        var figure = document.createElement('figure');
        var img = document.createElement('img');
        img.alt = area + ' texture';
        img.src = URL.createObjectURL(data.textures[area]);
        var caption = document.createElement('figcaption');
        caption.textContent = area;
        figure.appendChild(img);
        figure.appendChild(caption);
        result.appendChild(figure);
      });
      window.kitsmithHostResult = data;
    } else if (data.type === 'kitsmith:cancel') {
      status.textContent = 'Cancelled by the user.';
      window.kitsmithHostCancelled = true;
    }
  });
})();
