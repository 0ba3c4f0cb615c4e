import { buildWebApp, launchBrowser, startGateway, signIn } from './harness.mjs';

const gateway = await startGateway();
const browser = await launchBrowser();
try {
  for (const [w, h, tag] of [[1366, 768, 'desktop'], [390, 844, 'phone']]) {
    const context = await browser.newContext({ baseURL: gateway.url, viewport: { width: w, height: h } });
    const page = await context.newPage();
    await signIn(page, 'Giulia Rossi');
    await page.getByTestId('dashboard').waitFor({ timeout: 30000 });
    for (const view of ['month', 'week', 'day']) {
      await page.goto(`/ORG/calendar?view=${view}`);
      await page.getByRole('heading', { name: 'Calendario', level: 2 }).waitFor({ timeout: 20000 });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/calshots/${tag}-${view}.png` });
      console.log(tag, view, 'page scroll height', await page.evaluate(() => document.documentElement.scrollHeight));
    }
    await page.locator('main').getByRole('button', { name: 'Promemoria', exact: true }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/calshots/${tag}-day-pane.png` });
    await page.locator('main').getByRole('button', { name: 'Promemoria', exact: true }).click();
    await page.getByRole('button', { name: 'Nuovo evento' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Oggetto').fill('Prova');
    await page.screenshot({ path: `/tmp/calshots/${tag}-dialog.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await gateway.close();
}
