/*
 * Stand-in for https://player.vimeo.com/api/player.js on staging: the small part of the Vimeo
 * Player SDK the slider uses, playing a local clip. new Vimeo.Player(el, {id, autoplay, loop,
 * controls, muted}); on/off('play'|'pause'|'ended'), play, pause, setVolume, getVolume,
 * setCurrentTime, getCurrentTime, ready, destroy (the methods return promises, as the SDK's do).
 */
(function () {
  function Player(el, options) {
    var target = typeof el === 'string' ? document.getElementById(el) : el;
    var handlers = { play: [], pause: [], ended: [] };
    var video = document.createElement('video');
    video.src = '/media/standin.webm';
    video.playsInline = true;
    video.controls = options.controls !== false;
    video.loop = !!options.loop;
    video.muted = !!options.muted;
    video.title = 'Vimeo video ' + options.id;
    video.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover';
    target.setAttribute('data-standin', 'vimeo');
    target.setAttribute('data-video-id', String(options.id));
    target.appendChild(video);
    function emit(name) { handlers[name].forEach(function (handler) { handler({}); }); }
    video.addEventListener('playing', function () { emit('play'); });
    video.addEventListener('pause', function () { if (!video.ended) emit('pause'); });
    video.addEventListener('ended', function () { emit('ended'); });
    this.on = function (name, handler) { if (handlers[name]) handlers[name].push(handler); };
    this.off = function (name, handler) { if (handlers[name]) handlers[name] = handlers[name].filter(function (h) { return h !== handler; }); };
    this.play = function () { return video.play(); };
    this.pause = function () { video.pause(); return Promise.resolve(); };
    this.setVolume = function (volume) { video.volume = volume; return Promise.resolve(volume); };
    this.getVolume = function () { return Promise.resolve(video.volume); };
    this.setCurrentTime = function (seconds) { video.currentTime = seconds; return Promise.resolve(seconds); };
    this.getCurrentTime = function () { return Promise.resolve(video.currentTime); };
    this.ready = function () { return Promise.resolve(); };
    this.destroy = function () { video.pause(); video.remove(); return Promise.resolve(); };
    if (options.autoplay) this.play().catch(function () {});
  }
  window.Vimeo = { Player: Player };
})();
