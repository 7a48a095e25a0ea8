/*
 * Stand-in for https://www.youtube.com/iframe_api on staging (nothing may reach the internet):
 * the small part of the IFrame Player API the slider uses, playing a local clip.
 * new YT.Player(el, {videoId, playerVars, events: {onReady, onStateChange}}); playVideo,
 * pauseVideo, stopVideo, seekTo, setVolume, getVolume, mute, unMute, isMuted, getPlayerState,
 * getCurrentTime, getDuration, getIframe, destroy. States: ENDED 0, PLAYING 1, PAUSED 2.
 */
(function () {
  var STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  function Player(el, options) {
    var target = typeof el === 'string' ? document.getElementById(el) : el;
    var vars = options.playerVars || {};
    var events = options.events || {};
    var self = this;
    var box = document.createElement('div');
    box.className = target.className + ' yt-standin';
    box.setAttribute('data-standin', 'youtube');
    box.setAttribute('data-video-id', options.videoId || '');
    var video = document.createElement('video');
    video.src = '/media/standin.webm';
    video.playsInline = true;
    video.controls = vars.controls !== 0;
    video.loop = vars.loop === 1;
    video.title = 'YouTube video ' + (options.videoId || '');
    video.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover';
    box.appendChild(video);
    target.replaceWith(box);
    var state = STATE.UNSTARTED;
    function change(next) {
      state = next;
      if (events.onStateChange) events.onStateChange({ data: next, target: self });
    }
    video.addEventListener('playing', function () { change(STATE.PLAYING); });
    video.addEventListener('pause', function () { if (!video.ended) change(STATE.PAUSED); });
    video.addEventListener('ended', function () { change(STATE.ENDED); });
    this.playVideo = function () { video.play().catch(function () { change(STATE.PAUSED); }); };
    this.pauseVideo = function () { video.pause(); };
    this.stopVideo = function () { video.pause(); video.currentTime = 0; };
    this.seekTo = function (seconds) { video.currentTime = seconds; };
    this.setVolume = function (volume) { video.volume = Math.max(0, Math.min(100, volume)) / 100; };
    this.getVolume = function () { return Math.round(video.volume * 100); };
    this.mute = function () { video.muted = true; };
    this.unMute = function () { video.muted = false; };
    this.isMuted = function () { return video.muted; };
    this.getPlayerState = function () { return state; };
    this.getCurrentTime = function () { return video.currentTime; };
    this.getDuration = function () { return video.duration; };
    this.getIframe = function () { return box; };
    this.destroy = function () { video.pause(); box.remove(); };
    setTimeout(function () {
      if (vars.start) video.currentTime = vars.start;
      if (events.onReady) events.onReady({ target: self });
    }, 0);
  }
  window.YT = { Player: Player, PlayerState: STATE, loaded: 1 };
  setTimeout(function () {
    if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
  }, 0);
})();
