/**
 * Bundle budgets (issue 16): JS + CSS that a cold /login and a cold signed-in
 * /daily download, in bytes as transferred (br or gzip, as negotiated by the
 * browser). A size check, not a timing test: it fails only when a page
 * downloads more than its budget. `npm run bench` prints the same figures.
 */
import { expect, test } from '@playwright/test';
import { describeTransfer, kib, measureColdPages, WEB_BUDGET_KIB } from '../bench/web-transfer';
import { DEMO_PASSWORD, demoUsers } from './support/session';

test.describe('bundle budget', () => {
  test('a cold /login and a cold signed-in /daily should stay within their JS + CSS budgets', async ({ browser, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor }, testInfo) => {
    test.setTimeout(90_000);
    const options = { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor };
    const { login, daily } = await measureColdPages(browser, options, { username: demoUsers.provider, password: DEMO_PASSWORD });
    const report = `${describeTransfer(login)}\n${describeTransfer(daily)}`;
    console.info(report);
    testInfo.annotations.push({ type: 'transfer', description: `/login ${kib(login.totalBytes)} KiB, /daily ${kib(daily.totalBytes)} KiB` });
    // Something was measured: a page that loaded no script would pass any budget.
    expect(login.jsBytes, report).toBeGreaterThan(0);
    expect(daily.jsBytes, report).toBeGreaterThan(0);
    expect.soft(login.totalBytes, `/login over its ${WEB_BUDGET_KIB.login} KiB budget\n${report}`).toBeLessThanOrEqual(WEB_BUDGET_KIB.login * 1024);
    expect.soft(daily.totalBytes, `/daily over its ${WEB_BUDGET_KIB.daily} KiB budget\n${report}`).toBeLessThanOrEqual(WEB_BUDGET_KIB.daily * 1024);
  });
});
