/**
 * Meadow Connect end to end (issue 15): dr.rivera starts the session from
 * the appointment's detail screen, a guest with the client's link knocks in a
 * second browser context, the host admits, and both sides receive media
 * (inbound RTP bytes from getStats). The time from 'Admit' to the host's
 * first remote video frame is printed and attached as an annotation — a
 * figure for the note, not an assertion.
 *
 * Fake camera and microphone: Chromium's --use-fake-device-for-media-stream
 * and --use-fake-ui-for-media-stream (permission granted without a prompt).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { DailyResponse } from '../../domain/contract/calendar';
import { messages } from '../../domain/messages';
import { videoTexts } from '../../features/video/copy';
import { isPastSession } from '../../features/appointments/detail/video-session';
import { chromiumArgs, chromiumPath, chromiumVideoArgs } from '../chromium';
import { apiJson, sessionHeaders } from './support/appointments';
import { bookConnectSession, codesOf } from './support/connect-session';
import { seriousViolations } from './support/axe';
import { demoUsers, signIn } from './support/session';

test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...chromiumVideoArgs] } });
// Two browsers, WebRTC and a build on two cores.
test.describe.configure({ timeout: 90_000 });

/** The window hook of the room (connect-room.tsx) that hands the peer connections to tests. */
const RTC_DEBUG = 'meadow.rtcDebug';

/** Sums inbound-rtp bytes of every peer connection the room hands to tests. */
async function inboundBytes(page: Page): Promise<{ audio: number; video: number }> {
  return page.evaluate(async () => {
    const total = { audio: 0, video: 0 };
    for (const pc of window.__meadowConnect?.connections() ?? []) {
      const stats = await pc.getStats();
      stats.forEach((r: { type: string; kind?: string; bytesReceived?: number }) => {
        if (r.type === 'inbound-rtp' && (r.kind === 'audio' || r.kind === 'video')) total[r.kind] += r.bytesReceived ?? 0;
      });
    }
    return total;
  });
}

/** Epoch ms (shared by both contexts of one browser) of the first frame painted by any remote video of `page`. */
async function watchFirstRemoteFrame(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __firstRemoteFrame?: number };
    delete w.__firstRemoteFrame;
    const hook = (video: HTMLVideoElement) => {
      video.requestVideoFrameCallback(() => {
        w.__firstRemoteFrame ??= performance.timeOrigin + performance.now();
      });
    };
    document.querySelectorAll<HTMLVideoElement>('video[data-testid="remote-video"]').forEach(hook);
    new MutationObserver((records) => {
      for (const r of records)
        r.addedNodes.forEach((n) => {
          if (!(n instanceof HTMLElement)) return;
          const videos = n.matches('video[data-testid="remote-video"]') ? [n] : [...n.querySelectorAll('video[data-testid="remote-video"]')];
          videos.forEach((v) => hook(v as HTMLVideoElement));
        });
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const firstRemoteFrame = (page: Page) => page.waitForFunction(() => (window as unknown as { __firstRemoteFrame?: number }).__firstRemoteFrame, null, { timeout: 30_000 }).then((h) => h.jsonValue() as Promise<number>);

async function withDebugHook(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => localStorage.setItem(key, '1'), RTC_DEBUG);
}

test('given a Connect appointment, when the host admits a knocking guest, both should receive media', async ({ browser, page, context }) => {
  await withDebugHook(context);
  await signIn(page, demoUsers.provider);
  const id = await bookConnectSession(page, 5);
  const codes = await codesOf(page, id);

  // The host starts the session from the detail screen: a new tab opens on the room.
  await page.goto(`/appointment_detail/${id}`);
  const [hostPage] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: messages.startVideoSession }).click()]);
  await expect(hostPage).toHaveURL(new RegExp(`/connect/${codes.host}$`));
  const hostRoom = hostPage.getByTestId('connect-room');
  await expect(hostRoom).toHaveAttribute('data-phase', 'lobby');
  await expect(hostPage.getByTestId('self-preview')).toBeVisible();
  await hostPage.getByRole('button', { name: videoTexts.join, exact: true }).click();
  await expect(hostRoom).toHaveAttribute('data-phase', 'call');

  // The guest: a separate browser context with only the client's link, no session.
  const guestContext = await browser.newContext();
  await withDebugHook(guestContext);
  const guest = await guestContext.newPage();
  try {
    await guest.goto(`/connect/${codes.guest}`);
    const guestRoom = guest.getByTestId('connect-room');
    await expect(guestRoom).toHaveAttribute('data-phase', 'lobby');
    await guest.getByLabel(videoTexts.yourName).fill('Alex');
    await guest.getByRole('button', { name: videoTexts.askToJoin }).click();
    await expect(guest.getByText(videoTexts.waitingForProvider)).toBeVisible();

    // The host hears the knock (and screen readers are told).
    const waiting = hostPage.getByTestId('waiting-list');
    await expect(waiting).toContainText('Alex');
    await expect(hostPage.getByTestId('connect-announcement')).toHaveText('Alex is asking to join');
    expect(await seriousViolations(hostPage)).toEqual([]);

    await watchFirstRemoteFrame(hostPage);
    await watchFirstRemoteFrame(guest);
    const admittedAt = await hostPage.evaluate(() => performance.timeOrigin + performance.now());
    await waiting.getByRole('button', { name: 'Admit Alex' }).click();
    await expect(guestRoom).toHaveAttribute('data-phase', 'call');

    const [hostFrame, guestFrame] = await Promise.all([firstRemoteFrame(hostPage), firstRemoteFrame(guest)]);
    const hostMs = Math.round(hostFrame - admittedAt);
    const guestMs = Math.round(guestFrame - admittedAt);
    console.log(`admit → first remote frame: host ${hostMs} ms, guest ${guestMs} ms`);
    test.info().annotations.push({ type: 'admit→first remote frame (host)', description: `${hostMs} ms` }, { type: 'admit→first remote frame (guest)', description: `${guestMs} ms` });

    // Both sides receive audio and video RTP.
    for (const side of [hostPage, guest]) {
      await expect.poll(() => inboundBytes(side), { timeout: 20_000 }).toMatchObject({ audio: expect.any(Number), video: expect.any(Number) });
      await expect.poll(async () => (await inboundBytes(side)).video, { timeout: 20_000 }).toBeGreaterThan(0);
      await expect.poll(async () => (await inboundBytes(side)).audio, { timeout: 20_000 }).toBeGreaterThan(0);
      const size = await side.getByTestId('remote-video').first().evaluate((v: HTMLVideoElement) => ({ w: v.videoWidth, t: v.currentTime }));
      expect(size.w).toBeGreaterThan(0);
    }

    // Muting is a labelled toggle; the other side sees the state from the 'media' event.
    const mic = guest.getByRole('group', { name: videoTexts.callControls }).getByRole('button', { name: videoTexts.microphone });
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect(hostPage.getByRole('figure', { name: /Video of Alex, Microphone off/ })).toBeVisible();

    // Camera off releases the camera (no live video track left on the page), and on opens it again.
    const camera = guest.getByRole('group', { name: videoTexts.callControls }).getByRole('button', { name: videoTexts.camera, exact: true });
    const localTracks = () => guest.evaluate(() => window.__meadowConnect?.localVideoTracks() ?? -1);
    await camera.click();
    await expect(camera).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(localTracks).toBe(0);
    await camera.click();
    await expect(camera).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(localTracks).toBe(1);

    expect(await seriousViolations(guest)).toEqual([]);
    expect(await seriousViolations(hostPage)).toEqual([]);
    // The phone layout of the call, for a reviewer (remote large, self-view small, controls below).
    await test.info().attach('host call (390x844)', { body: await hostPage.screenshot(), contentType: 'image/png' });
    await test.info().attach('guest call (390x844)', { body: await guest.screenshot(), contentType: 'image/png' });

    // The host ends the session for everyone.
    await hostPage.getByRole('button', { name: videoTexts.endForEveryone }).click();
    await expect(guest.getByTestId('connect-ended')).toContainText(messages.videoSessionEnded);
    await expect(hostPage.getByTestId('connect-ended')).toContainText(messages.videoSessionEnded);
  } finally {
    await guestContext.close();
  }
});

test('given a wrong code, the room should show not found', async ({ page }) => {
  await page.goto('/connect/not-a-code');
  await expect(page.getByText('OOPS! Page Not Found')).toBeVisible();
  await page.goto(`/connect/${'0'.repeat(64)}`);
  await expect(page.getByTestId('connect-unavailable')).toContainText(messages.videoSessionNotFound);
});

test('given a session whose end has passed, the detail screen and the room should say so', async ({ page, context }) => {
  await signIn(page, demoUsers.provider);
  const headers = await sessionHeaders(page);
  // A Connect session of the seed's weekly Thursday video series that is over: the series starts 8 to 14 days before today.
  const today = new Date();
  const from = new Date(today.getTime() - 35 * 86_400_000);
  const ymd = (d: Date) => [d.getDate(), d.getMonth() + 1, d.getFullYear()].join('/');
  const daily = await apiJson<DailyResponse>(await page.request.get(`/api/appointment/get/daily/${ymd(from)}/${ymd(today)}/${headers.userid}`, { headers }));
  const past = daily.appointments.find((a) => a.is_connect === 1 && a.is_cancelled === 0 && isPastSession(a));
  expect(past, 'a past Thursday of the seeded video series').toBeDefined();
  const id = past!.id;

  // The detail screen refuses it before a tab opens (the end is checked in the browser too).
  await page.goto(`/appointment_detail/${id}`);
  let opened = 0;
  context.on('page', () => opened++);
  await page.getByRole('button', { name: messages.startVideoSession }).click();
  await expect(page.getByText(messages.videoSessionPastTime)).toBeVisible();
  expect(opened).toBe(0);

  // The room itself shows the server's refusal.
  const codes = await codesOf(page, id);
  await page.goto(`/connect/${codes.guest}`);
  await expect(page.getByTestId('connect-unavailable')).toContainText(messages.videoSessionPastTime);
});
