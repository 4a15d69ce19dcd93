import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { REPO } from './dev-server.ts';

/** Full-size screenshots for people to look at: git-ignored. */
export const SCREENSHOTS = join(REPO, 'tests', 'e2e', 'screenshots');
/** The committed 1/16-scale copies each screenshot is compared with; UPDATE=1 rewrites them. */
export const BASELINES = join(REPO, 'tests', 'e2e', 'baselines');

// a sixteenth of the size keeps the layout (bars, sidebars, panels), the colours and the blocks of
// text, and drops glyphs, whose edges differ with font hinting; each baseline is a few kilobytes
const SCALE = 16;
// a pixel counts as changed when a channel moved by more than this (of 255): a bar, a panel or a
// colour that is gone, not antialiasing
const CHANGED = 48;
// ... and the screenshot differs when more than this share of its pixels changed
const TOLERANCE = 0.02;

interface Thumbnail {
  width: number;
  height: number;
  /** RGBA, row by row */
  pixels: number[];
  /** the thumbnail as PNG, base64 */
  png: string;
}

// decoding and scaling happen in a blank page of the same Chromium, so no image library is needed
const scratchPages = new WeakMap<Browser, Promise<Page>>();

function scratchPage(page: Page): Promise<Page> {
  const browser = page.context().browser()!;
  let scratch = scratchPages.get(browser);
  if (!scratch) {
    scratch = browser.newContext().then((context) => context.newPage());
    scratchPages.set(browser, scratch);
  }
  return scratch;
}

/** A PNG drawn at 1/`scale` of its size, with its pixels. */
async function thumbnail(page: Page, png: Buffer, scale: number): Promise<Thumbnail> {
  const scratch = await scratchPage(page);
  return scratch.evaluate(
    async ({ base64, scale }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(image.width / scale));
      canvas.height = Math.max(1, Math.round(image.height / scale));
      const context = canvas.getContext('2d')!;
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: canvas.width, height: canvas.height, pixels: Array.from(data), png: canvas.toDataURL('image/png').split(',')[1]! };
    },
    { base64: png.toString('base64'), scale },
  );
}

/** Mean luminance (0-255) of a thumbnail and its spread: a blank page has next to none. */
function luminance(thumb: Thumbnail): { mean: number; spread: number } {
  const values: number[] = [];
  for (let i = 0; i < thumb.pixels.length; i += 4) {
    values.push(0.2126 * thumb.pixels[i]! + 0.7152 * thumb.pixels[i + 1]! + 0.0722 * thumb.pixels[i + 2]!);
  }
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const spread = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
  return { mean, spread };
}

/** The share of pixels where some channel differs by more than CHANGED. */
function changedShare(a: Thumbnail, b: Thumbnail): number {
  let changed = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    const channels = [0, 1, 2].map((c) => Math.abs(a.pixels[i + c]! - b.pixels[i + c]!));
    if (Math.max(...channels) > CHANGED) changed++;
  }
  return changed / (a.pixels.length / 4);
}

/** Saves a screenshot to tests/e2e/screenshots for a person to look at; the tests that take one assert on the DOM. */
export async function saveScreenshot(page: Page, name: string): Promise<Buffer> {
  await mkdir(SCREENSHOTS, { recursive: true });
  // a caret or a transition caught half-way would differ from run to run
  return page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

/**
 * Saves a screenshot for review and checks it: the page is not blank, it is dark in the dark theme and
 * light in the light one, and a 1/16-scale copy matches the committed baseline within 2% of its
 * pixels. UPDATE=1 writes the baseline instead.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  const png = await saveScreenshot(page, name);
  const thumb = await thumbnail(page, png, SCALE);
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  const { mean, spread } = luminance(thumb);
  expect(spread, `${name}: the page is blank`).toBeGreaterThan(12);
  if (theme === 'dark') expect(mean, `${name}: the dark theme is not dark`).toBeLessThan(100);
  else expect(mean, `${name}: the light theme is not light`).toBeGreaterThan(150);

  const baseline = join(BASELINES, `${name}.png`);
  if (process.env.UPDATE) {
    await mkdir(BASELINES, { recursive: true });
    await writeFile(baseline, Buffer.from(thumb.png, 'base64'));
    return;
  }
  expect(existsSync(baseline), `${name}: no baseline in tests/e2e/baselines; UPDATE=1 writes it`).toBe(true);
  const expected = await thumbnail(page, await readFile(baseline), 1);
  expect([thumb.width, thumb.height], `${name}: the screenshot's size`).toEqual([expected.width, expected.height]);
  const share = changedShare(thumb, expected);
  expect(share, `${name}: ${(share * 100).toFixed(1)}% of the picture changed (see tests/e2e/screenshots/${name}.png)`).toBeLessThanOrEqual(
    TOLERANCE,
  );
}
