import { expect, test, type Page } from '@playwright/test';
import { apiBot, apiUser, networkSettled, newEmail, signIn } from './support';

/**
 * Mantine's styles are imported per component (src/web/styles.ts and each lazy screen), so a component whose
 * CSS was forgotten still works but looks wrong: the SegmentedControl's highlight sat 4 px off its option
 * without FloatingIndicator.css. Every Mantine class on a page (`m_` and eight hex digits) must have a rule
 * in the stylesheets the page has switched on.
 */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  // Lazy sections draw as they near the screen: bring the whole page in first.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await networkSettled(page);
  return page.evaluate(() => {
    const styled = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})/g)) styled.add(match[1]!);
        }
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) {
      if (sheet.media.mediaText === 'print') continue;
      walk(sheet.cssRules);
    }
    const missing = new Set<string>();
    for (const element of document.querySelectorAll('[class*="m_"]')) {
      for (const name of element.classList) {
        if (!/^m_[0-9a-f]{8}$/.test(name) || styled.has(name)) continue;
        const component = [...element.classList].find((c) => c.startsWith('mantine-')) ?? '';
        missing.add(`${name} (${component})`);
      }
    }
    return [...missing];
  });
}

test('every Mantine component on the public and owner pages has its stylesheet', async ({ page }, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  const owner = await apiUser(page.request, 'Estela Estilos', newEmail(project, 'styles'));
  const bot = await apiBot(page.request, owner.token, {
    alias: `estilos-${project}-${Date.now().toString(36)}`,
    name: 'Ferretería El Tornillo',
    description: 'Herramientas, pinturas y materiales para la casa, con envíos en el barrio.',
  });

  const visit = async (path: string, open?: () => Promise<void>) => {
    await page.goto(path);
    await expect(page.locator('#root main, #root [role="main"]').first()).toBeVisible();
    await open?.();
    expect(await unstyledMantineClasses(page), path).toEqual([]);
  };

  for (const path of ['/', '/bots', `/${bot.alias}`, '/marketplace', '/about', '/questions', '/contact']) {
    await visit(path);
  }
  await signIn(page, owner.email);
  for (const path of [
    '/dashboard',
    '/dashboard/bots',
    `/dashboard/bots/${bot._id}`,
    `/dashboard/bots/${bot._id}/inbox`,
    `/dashboard/bots/${bot._id}/stats`,
    '/dashboard/settings',
    '/dashboard/notifications',
    '/marketplace/new',
    '/orders',
  ]) {
    await visit(path);
  }
});
