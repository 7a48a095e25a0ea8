/**
 * Writes the local stand-in media the slider fixtures play (nothing may come from the internet):
 * public/media/standin.webm, a 2-second 320x180 clip recorded from a canvas in Chromium (no
 * ffmpeg needed), and public/media/standin.wav, a 2-second tone. Run once: `npx tsx scripts/make-standin-media.ts`.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/find-chromium.ts';

function wav(seconds: number, rate = 8000): Buffer {
  const samples = seconds * rate;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) buffer[44 + i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return buffer;
}

async function webm(seconds: number): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  // tsx keeps function names with a helper the page does not have.
  await page.addInitScript('window.__name = (f) => f');
  await page.goto('about:blank');
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    document.body.append(canvas);
    const g = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const started = performance.now();
    recorder.start();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - started;
        g.fillStyle = '#1d3557';
        g.fillRect(0, 0, 320, 180);
        g.fillStyle = '#f1c40f';
        g.fillRect((t / ms) * 280, 70, 40, 40);
        g.fillStyle = '#fff';
        g.font = '20px sans-serif';
        g.fillText(`stand-in video ${(t / 1000).toFixed(1)} s`, 20, 40);
        if (t < ms) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, seconds * 1000);
  await browser.close();
  return Buffer.from(base64, 'base64');
}

writeFileSync('public/media/standin.wav', wav(2));
writeFileSync('public/media/standin.webm', await webm(2));
console.log('wrote public/media/standin.webm and public/media/standin.wav');
