/* IE_NOTICE (src/components/IeNotice.astro): only Internet Explorer runs this file (it is a nomodule
   script), so it is ES3. IE 9 and 10 get an alert; IE 11 the page's dialog titled 提示. */
(function () {
  var mode = document.documentMode;
  var box = document.getElementById('ie-notice');
  if (!mode || mode < 9 || !box) return;
  if (mode < 11) {
    window.alert(box.getAttribute('data-message'));
    return;
  }
  var button = box.getElementsByTagName('button')[0];
  box.removeAttribute('hidden');
  button.onclick = function () {
    box.setAttribute('hidden', 'hidden');
  };
  button.focus();
})();
