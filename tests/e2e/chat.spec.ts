/**
 * Chat (issue 6): a provider and a portal client in two browser contexts
 * exchanging messages live, the unread badge and the 'new message' popup,
 * and a message sent while the client was signed out arriving when they
 * sign in again. Every text is unique (Date.now()): other specs share the
 * seeded database, so only our own messages are asserted.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { chatTexts, contactsTexts, messages } from '../../domain/messages';
import { seriousViolations } from './support/axe';
import { notice } from './support/notices';
import { DEMO_PASSWORD, demoUsers, navigateInApp, signIn } from './support/session';

const RIVERA = 'Maria Rivera';
const ALEX = 'Alex Morgan';

/**
 * Resolves once the socket has delivered parentMessageReceived (the unread
 * messages of a new connection). Socket.IO starts on HTTP long-polling and
 * upgrades later, so the event may come in a polling answer or a frame.
 */
function connectedToChat(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const check = (payload: string) => {
      if (payload.includes('parentMessageReceived')) resolve();
    };
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => check(String(frame.payload))));
    page.on('response', (response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      response.text().then(check, () => undefined);
    });
  });
}

/**
 * A signed-in page whose socket is connected. Old unread messages raise no
 * popup (only live ones do), which this also checks.
 */
async function chatUser(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const connected = connectedToChat(page);
  await signIn(page, username);
  await connected;
  await page.waitForTimeout(300);
  await expect(page.getByTestId('message-popup')).toHaveCount(0);
  await expect(notice(page)).toHaveCount(0);
  return { context, page };
}

const entry = (page: Page, name: string) => page.getByTestId('chat-entry').filter({ hasText: name });
const bubble = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });
const messageBox = (page: Page) => page.getByRole('textbox', { name: chatTexts.messageLabel });

async function openDashboard(page: Page): Promise<void> {
  await navigateInApp(page, '/chat_dashboard');
  await expect(page.getByTestId('chat-dashboard')).toBeVisible();
}

test.describe('chat', () => {
  test('given a provider and a portal client, should exchange messages live, badge and announce them, and deliver one sent while signed out', async ({ browser }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const fromAlex = `Hello from Alex ${stamp}`;
    const fromRivera = `Hi Alex, got it ${stamp}`;
    const whileAway = `While you were away ${stamp}`;

    const alex = await chatUser(browser, demoUsers.portalClient);
    const rivera = await chatUser(browser, demoUsers.provider);

    // Alex opens the conversation with the provider from the dashboard.
    await openDashboard(alex.page);
    await entry(alex.page, RIVERA).click();
    await expect(alex.page).toHaveURL(/\/messenger\/\d+$/);
    const riveraPath = new URL(alex.page.url()).pathname;
    await expect(alex.page.getByTestId('conversation-name')).toContainText(RIVERA);

    // The provider waits on the dashboard: the conversation is not open there.
    await openDashboard(rivera.page);
    await expect(entry(rivera.page, ALEX)).toBeVisible();

    // Enter sends; the message shows at once and is confirmed.
    await messageBox(alex.page).fill(fromAlex);
    await messageBox(alex.page).press('Enter');
    await expect(messageBox(alex.page)).toHaveValue('');
    await expect(bubble(alex.page, fromAlex)).toHaveAttribute('data-state', 'sent');
    await expect(bubble(alex.page, fromAlex)).toHaveAttribute('data-own', 'true');

    // Live on the provider's dashboard: preview, unread badge and the popup linking to the chat.
    const alexEntry = entry(rivera.page, ALEX);
    await expect(alexEntry).toContainText(fromAlex);
    await expect(alexEntry.getByTestId('unread-badge')).toBeVisible();
    const popup = notice(rivera.page, messages.newMessage);
    await expect(popup).toBeVisible();
    const markedRead = rivera.page.waitForResponse((r) => r.url().endsWith('/api/chat/message/read') && r.ok());
    await popup.getByRole('link', { name: chatTexts.openChat }).click();
    await expect(rivera.page).toHaveURL(/\/messenger\/\d+$/);
    const alexPath = new URL(rivera.page.url()).pathname;
    await expect(bubble(rivera.page, fromAlex)).toHaveAttribute('data-own', 'false');
    await expect(rivera.page.getByTestId('conversation-name')).toContainText(ALEX);

    // Reading it clears the badge, and Alex sees it read, live.
    await markedRead;
    await expect(bubble(alex.page, fromAlex).getByTestId('send-state')).toHaveText(chatTexts.read);
    await openDashboard(rivera.page);
    await expect(entry(rivera.page, ALEX).getByTestId('unread-badge')).toHaveCount(0);
    await navigateInApp(rivera.page, alexPath);

    // The reply, with a Shift+Enter line break, arrives live in Alex's open conversation without a popup.
    await messageBox(rivera.page).fill(fromRivera);
    await messageBox(rivera.page).press('Shift+Enter');
    await messageBox(rivera.page).pressSequentially('second line');
    await rivera.page.getByRole('button', { name: chatTexts.send }).click();
    await expect(bubble(rivera.page, fromRivera)).toHaveAttribute('data-state', 'sent');
    await expect(bubble(alex.page, fromRivera)).toBeVisible();
    expect(await bubble(alex.page, fromRivera).locator('p').innerText()).toBe(`${fromRivera}\nsecond line`);
    await expect(notice(alex.page)).toHaveCount(0);

    // Alex signs out (the context closes); the provider writes meanwhile.
    await alex.context.close();
    await messageBox(rivera.page).fill(whileAway);
    await messageBox(rivera.page).press('Enter');
    await expect(bubble(rivera.page, whileAway)).toHaveAttribute('data-state', 'sent');

    // Signing in again: the unread message waits on the dashboard.
    const back = await chatUser(browser, demoUsers.portalClient);
    await openDashboard(back.page);
    const riveraEntry = entry(back.page, RIVERA);
    await expect(riveraEntry).toContainText(whileAway);
    await expect(riveraEntry.getByTestId('unread-badge')).toBeVisible();
    await riveraEntry.click();
    await expect(back.page).toHaveURL(new RegExp(`${riveraPath}$`));
    await expect(bubble(back.page, whileAway)).toBeVisible();
    await expect(bubble(back.page, fromAlex)).toBeVisible();
    await expect(back.page.getByText(chatTexts.newMessages)).toBeVisible();
    // Alex read it: the provider's open conversation says so.
    await expect(bubble(rivera.page, whileAway).getByTestId('send-state')).toHaveText(chatTexts.read);

    await back.context.close();
    await rivera.context.close();
  });

  test('given more than a page of messages, should load the older ones as the reader scrolls up', async ({ page, request }) => {
    const stamp = Date.now();
    const text = (i: number) => `Page test ${stamp} #${i}`;
    const login = async (username: string) => {
      const answer = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as { data: { token: string; userID: number } }).data;
    };
    const sam = await login(demoUsers.staff);
    const dana = await login(demoUsers.delegate);
    for (let i = 1; i <= 35; i += 1) {
      const sent = await request.post('/api/chat/message/send/text', {
        headers: { token: sam.token, userid: String(sam.userID) },
        data: { message: text(i), receiverIds: [dana.userID], isGroup: false },
      });
      expect(sent.ok()).toBe(true);
    }

    await signIn(page, demoUsers.delegate);
    await navigateInApp(page, `/messenger/${sam.userID}`);
    // Page 1 holds the newest 30: #6 to #35.
    await expect(page.getByText(text(35), { exact: true })).toBeVisible();
    await expect(page.getByText(text(1), { exact: true })).toHaveCount(0);
    const log = page.getByTestId('chat-log');
    for (let i = 0; i < 20 && !(await page.getByText(text(1), { exact: true }).isVisible()); i += 1) {
      await log.evaluate((el) => el.scrollTo({ top: 0 }));
      await page.waitForTimeout(250);
    }
    await expect(page.getByText(text(1), { exact: true })).toBeVisible();
  });

  test('given the chat search bar, should filter conversations by name ignoring case', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openDashboard(page);
    await expect(entry(page, ALEX)).toBeVisible();
    await page.getByRole('searchbox', { name: chatTexts.searchChat }).fill('ALEX');
    await expect(entry(page, ALEX)).toBeVisible();
    await expect(page.getByTestId('chat-entry')).toHaveCount(1);
    await page.getByRole('searchbox', { name: chatTexts.searchChat }).fill('no such person');
    await expect(page.getByText(chatTexts.noMatches)).toBeVisible();
  });

  test('given a user id that is not a chat partner, should show the refusal instead of the conversation', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    await navigateInApp(page, '/messenger/999999');
    await expect(page.getByRole('alert').filter({ hasText: messages.chatNotAllowed })).toBeVisible();
    await expect(messageBox(page)).toHaveCount(0);
  });

  test('given a star on a client partner, should show them in favourites mode, in the contacts list too; undone from contacts', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openDashboard(page);
    const star = page.getByRole('button', { name: `${contactsTexts.favourite}: ${ALEX}` });
    const mode = page.getByRole('button', { name: contactsTexts.favouritesMode });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    // Staff have no contact record: no star.
    await expect(page.getByRole('button', { name: `${contactsTexts.favourite}: Sam Okafor` })).toHaveCount(0);
    const contactStar = page.getByRole('button', { name: new RegExp(`^${contactsTexts.favourite}: .*Morgan`) });
    try {
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await mode.click();
      await expect(entry(page, ALEX)).toBeVisible();
      await expect(entry(page, 'Sam Okafor')).toHaveCount(0);
      await expect(page.getByRole('region', { name: chatTexts.groups })).toHaveCount(0);

      // The contacts list, still in favourites mode, shows the same favourite; removing it there empties the chat favourites.
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
      await page.getByRole('searchbox', { name: contactsTexts.searchContacts, exact: true }).fill('Morgan');
      await expect(contactStar).toHaveAttribute('aria-pressed', 'true');
      await contactStar.click();
      await expect(contactStar).toHaveCount(0);
      await openDashboard(page);
      await expect(page.getByText(contactsTexts.noFavourites)).toBeVisible();
      await mode.click();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
    } finally {
      if ((await mode.getAttribute('aria-pressed')) === 'true') await mode.click();
      if ((await star.getAttribute('aria-pressed')) === 'true') await star.click();
    }
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  test('the dashboard and a conversation should have no serious accessibility violations', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    await openDashboard(page);
    await expect(entry(page, RIVERA)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await entry(page, RIVERA).click();
    await expect(page.getByTestId('chat-message').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
