import './stub-storage';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailSignature } from '../../../../domain/contract/mail';
import { messages } from '../../../../domain/messages';
import { messageQueueAtom } from '../../../../features/api/popup-atoms';
import { deleteSignatureAtom } from '../../../../features/mail/api/delete-signature';
import { loadSignaturesAtom } from '../../../../features/mail/api/load-signatures';
import { saveSignatureAtom } from '../../../../features/mail/api/save-signature';
import { mailSignaturesAtom, resetMailAtom } from '../../../../features/mail/atoms';
import { fakeHttp, json } from './fake-http';
import { PROVIDER, signIn, USER } from './mail-session';

const CONTACTS = `GET /api/portalemail/getContactList/${USER}/${PROVIDER}`;
const SAVE = 'PUT /api/portalemail/signature';

const practice: MailSignature = { id: 1, name: 'Practice', body: '<p>Dr. Rivera</p>' };
const evening: MailSignature = { id: 2, name: 'Evening', body: '<p>See you <b>tonight</b></p>' };
const contactList = (signatures: MailSignature[]) => json(200, { contactList: [], signatures });

let http: ReturnType<typeof fakeHttp>;
let store: ReturnType<typeof createStore>;
beforeEach(async () => {
  http = fakeHttp();
  store = createStore();
  signIn(store);
  http.on(CONTACTS, contactList([practice]));
  await store.set(loadSignaturesAtom);
});

const names = () => store.get(mailSignaturesAtom).list?.map((s) => s.name);
const popups = () => store.get(messageQueueAtom).map((m) => m.text);

describe('loading the signatures', () => {
  it("should read them from getContactList for the user and the selected provider", () => {
    expect(store.get(mailSignaturesAtom)).toEqual({ status: 'ready', list: [practice] });
    expect(http.calls(CONTACTS)).toHaveLength(1);
  });

  it('given a failed read, should keep the last list and say it failed', async () => {
    http.on(CONTACTS, json(500, { message: 'boom' }));
    await store.set(loadSignaturesAtom);
    expect(store.get(mailSignaturesAtom)).toEqual({ status: 'failed', list: [practice] });
  });

  it('given a reset (sign-out, provider switch), should forget them', () => {
    store.set(resetMailAtom);
    expect(store.get(mailSignaturesAtom)).toEqual({ status: 'idle', list: null });
  });
});

describe('saving a signature', () => {
  it('should create one with the trimmed name, then read the list again', async () => {
    http.on(SAVE, json(200, { signature: evening }));
    http.on(CONTACTS, contactList([practice, evening]));
    expect(await store.set(saveSignatureAtom, { name: ' Evening ', body: evening.body })).toEqual({ ok: true });
    expect(http.calls(SAVE)[0]!.body).toEqual({ name: 'Evening', body: evening.body });
    expect(http.calls(CONTACTS)).toHaveLength(2);
    expect(names()).toEqual(['Practice', 'Evening']);
  });

  it('should change one by its id', async () => {
    http.on(SAVE, json(200, { signature: { ...practice, name: 'Office' } }));
    http.on(CONTACTS, contactList([{ ...practice, name: 'Office' }]));
    expect(await store.set(saveSignatureAtom, { id: 1, name: 'Office', body: practice.body })).toEqual({ ok: true });
    expect(http.calls(SAVE)[0]!.body).toEqual({ id: 1, name: 'Office', body: practice.body });
    expect(names()).toEqual(['Office']);
  });

  it('given an empty name, should say so for the field without a call', async () => {
    expect(await store.set(saveSignatureAtom, { name: '   ', body: '' })).toEqual({ ok: false, nameError: messages.signatureNameRequired });
    expect(http.calls(SAVE)).toHaveLength(0);
    expect(popups()).toEqual([]);
  });

  it('given a body over the limit, should say so in the popup without a call', async () => {
    expect(await store.set(saveSignatureAtom, { name: 'Long', body: 'x'.repeat(5_001) })).toEqual({ ok: false, nameError: null });
    expect(http.calls(SAVE)).toHaveLength(0);
    expect(popups()).toEqual([messages.signatureTooLong]);
  });

  it("given the server refuses the name, should hand its text to the dialog", async () => {
    http.on(SAVE, json(400, { message: messages.signatureNameRequired }));
    expect(await store.set(saveSignatureAtom, { name: 'Evening', body: '' })).toEqual({ ok: false, nameError: messages.signatureNameRequired });
    expect(popups()).toEqual([]);
  });

  it('given any other refusal (too many), should show it in the popup and keep the list', async () => {
    http.on(SAVE, json(400, { message: messages.signaturesTooMany }));
    expect(await store.set(saveSignatureAtom, { name: 'Eleventh', body: '' })).toEqual({ ok: false, nameError: null });
    expect(popups()).toEqual([messages.signaturesTooMany]);
    expect(http.calls(CONTACTS)).toHaveLength(1);
    expect(names()).toEqual(['Practice']);
  });
});

describe('deleting a signature', () => {
  it('should delete it, then read the list again', async () => {
    http.on('DELETE /api/portalemail/signature/1', json(200, { deleted: 1 }));
    http.on(CONTACTS, contactList([]));
    expect(await store.set(deleteSignatureAtom, 1)).toBe(true);
    expect(http.calls('DELETE /api/portalemail/signature/1')).toHaveLength(1);
    expect(names()).toEqual([]);
  });

  it('given it is already gone, should say so and show the list as the server has it', async () => {
    http.on('DELETE /api/portalemail/signature/1', json(404, { message: messages.notFound }));
    http.on(CONTACTS, contactList([]));
    expect(await store.set(deleteSignatureAtom, 1)).toBe(false);
    expect(popups()).toEqual([messages.notFound]);
    expect(names()).toEqual([]);
  });
});
