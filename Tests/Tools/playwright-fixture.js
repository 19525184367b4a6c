// Applies `safearea export playwright` descriptors with Playwright itself, as the README's fixture
// does, and prints what the page sees, one JSON line per descriptor (the shape safe-area-page.py
// prints):  node playwright-fixture.js PLAYWRIGHT_PACKAGE DESCRIPTORS.json
// Each whole descriptor is first given to newContext, extra keys included, which must be accepted.
const [packagePath, descriptorsPath] = process.argv.slice(2);
const { chromium } = require(packagePath);
const descriptors = require(descriptorsPath);
const page = '<meta name=viewport content="width=device-width, initial-scale=1, viewport-fit=cover">'
  + '<style>body{margin:0}</style><div id=safe style="padding:env(safe-area-inset-top) env(safe-area-inset-right) '
  + 'env(safe-area-inset-bottom) env(safe-area-inset-left)"></div>';

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [key, descriptor] of Object.entries(descriptors)) {
    await (await browser.newContext(descriptor)).close();
    const { safeAreaInsets, safearea, ...options } = descriptor;
    const context = await browser.newContext(options);
    const tab = await context.newPage();
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: safeAreaInsets });
    await tab.setContent(page);
    const seen = await tab.evaluate(() => {
      const style = getComputedStyle(document.getElementById('safe'));
      return {
        innerWidth, innerHeight, devicePixelRatio, top: parseFloat(style.paddingTop), left: parseFloat(style.paddingLeft),
        bottom: parseFloat(style.paddingBottom), right: parseFloat(style.paddingRight),
      };
    });
    console.log(JSON.stringify({ key, ...seen }));
    await context.close();
  }
  await browser.close();
})().catch((error) => { console.error(error); process.exit(1); });
