import { launchChromium } from '../tests/e2e/support/browser.ts';
import { measureDevLoop } from './viewer/save-to-screen.ts';
const browser = await launchChromium();
console.log(await measureDevLoop(browser, 2000, 30));
await browser.close();
