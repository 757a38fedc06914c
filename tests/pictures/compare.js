var done = arguments[arguments.length - 1];
function load(b64) {
  return new Promise(function (ok, no) {
    var i = new Image();
    i.onload = function () { ok(i); };
    i.onerror = no;
    i.src = 'data:image/png;base64,' + b64;
  });
}
function pixels(i) {
  var c = document.createElement('canvas');
  c.width = i.width; c.height = i.height;
  var x = c.getContext('2d');
  x.drawImage(i, 0, 0);
  return x.getImageData(0, 0, i.width, i.height).data;
}
Promise.all([load(arguments[0]), load(arguments[1])]).then(function (im) {
  var a = im[0], b = im[1], differ = 0, ink = 0;
  var sa = a.width + 'x' + a.height, sb = b.width + 'x' + b.height;
  if (sa !== sb) { done(sa + ' ' + sb + ' 1 0'); return; }
  var pa = pixels(a), pb = pixels(b);
  for (var gy = 0; gy < 54; gy++) {
    for (var gx = 0; gx < 96; gx++) {
      var x = Math.floor((gx + 0.5) * a.width / 96);
      var y = Math.floor((gy + 0.5) * a.height / 54);
      var o = 4 * (y * a.width + x);
      if (pb[o] + pb[o + 1] + pb[o + 2] < 720) ink++;
      for (var k = 0; k < 3; k++) {
        if (Math.abs(pa[o + k] - pb[o + k]) > 64) { differ++; break; }
      }
    }
  }
  done(sa + ' ' + sb + ' ' + differ + ' ' + ink);
}, function () { done('failed'); });
