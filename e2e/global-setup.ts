// Fails the whole run at once, with the fix, when no Chromium can be launched (never skips the browser tests).
import { chromium, type FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig) {
  const launchOptions = config.projects[0]?.use.launchOptions ?? {};
  try {
    const browser = await chromium.launch(launchOptions);
    await browser.close();
  } catch (error) {
    const where = launchOptions.executablePath ?? "Playwright's bundled Chromium";
    throw new Error(
      `Cannot launch Chromium (${where}): ${(error as Error).message.split('\n')[0]}\n` +
        'Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium/Chrome binary).',
    );
  }
}
