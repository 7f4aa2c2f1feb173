/**
 * GET secure_video/base_url (spec 7, issue 25 item 13): the Add Appointment
 * form offers Secure Video only while the service is set up. The join needs
 * no base (secure_video_login answers the whole address), so the form is
 * where the answer adds something.
 */
import { expect, test } from '@playwright/test';
import { appointmentFormTexts as t, messages } from '../../domain/messages';
import { demoUsers, signIn } from './support/session';

test('given Secure Video turned off by the operator (secure_video/base_url empty), should not offer it in the video choice', async ({ page }) => {
  await signIn(page, demoUsers.provider);
  await page.getByRole('link', { name: t.addAppointment }).click();
  await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
  await page.getByRole('radio', { name: messages.locationVideo, exact: true }).click();
  const choice = page.getByRole('radiogroup', { name: t.videoChoice });
  await expect(choice.getByRole('radio', { name: t.secureVideo, exact: true })).toBeVisible();

  // The demo server has it on; an operator's empty SECURE_VIDEO_BASE_URL answers ''.
  await page.route('**/api/secure_video/base_url', (route) => route.fulfill({ json: { code: 200, base_url: '' } }));
  await page.reload();
  await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
  await page.getByRole('radio', { name: messages.locationVideo, exact: true }).click();
  await expect(choice.getByRole('radio', { name: t.otherVideo, exact: true })).toBeVisible();
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await expect(choice.getByRole('radio', { name: t.secureVideo, exact: true })).toHaveCount(0);
});
