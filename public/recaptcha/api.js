/*
 * Staging stand-in for Google's reCAPTCHA v3 api.js (nothing reaches the internet): the same
 * grecaptcha.ready / execute(sitekey, {action}) API, answering a token that names the action,
 * which the staging Contact Form 7 endpoint accepts. Requests are counted for the tests.
 */
(function () {
  var count = 0;
  var sitekey = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('render');
  window.grecaptcha = {
    ready: function (callback) {
      setTimeout(callback, 0);
    },
    execute: function (key, options) {
      count += 1;
      window.__recaptchaCalls = (window.__recaptchaCalls || []).concat([{ sitekey: key, action: options && options.action }]);
      return Promise.resolve('standin.' + (options && options.action) + '.' + count + '.' + (key === sitekey ? 'ok' : 'wrongkey'));
    },
  };
})();
