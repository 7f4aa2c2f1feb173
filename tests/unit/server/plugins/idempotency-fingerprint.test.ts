import { describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../../../server/plugins/idempotency-fingerprint';

const base = { method: 'POST', route: '/api/events/add', params: {}, body: { name: 'Intake', providerID: 3 } };

describe('fingerprintOf', () => {
  it('given one request twice, or its body with keys in another order, should give one fingerprint', () => {
    expect(fingerprintOf(base)).toBe(fingerprintOf({ ...base, body: { providerID: 3, name: 'Intake' } }));
    expect(fingerprintOf({ ...base, method: 'post' })).toBe(fingerprintOf(base));
  });

  it('should keep the method and route readable and show nothing of the body', () => {
    const fingerprint = fingerprintOf(base);
    expect(fingerprint.startsWith('POST /api/events/add ')).toBe(true);
    expect(fingerprint).not.toContain('Intake');
  });

  it('given another method, route, parameter or body, should give another fingerprint', () => {
    const one = fingerprintOf(base);
    for (const other of [
      { ...base, method: 'PUT' },
      { ...base, route: '/api/others/add' },
      { ...base, params: { providerId: 3 } },
      { ...base, body: { name: 'Intake', providerID: 4 } },
      { ...base, body: { name: 'Intake', providerID: '3' } },
      { ...base, body: { name: 'Intake', providerID: 3, extra: null } },
    ]) {
      expect(fingerprintOf(other), JSON.stringify(other)).not.toBe(one);
    }
  });

  it('given values whose plain concatenation is the same, should tell them apart', () => {
    const of = (body: unknown) => fingerprintOf({ ...base, body });
    expect(of({ a: '1,b', c: '' })).not.toBe(of({ a: '1', b: ',c' }));
    expect(of(['ab', 'c'])).not.toBe(of(['a', 'bc']));
    expect(of([['a'], 'b'])).not.toBe(of([['a', 'b']]));
    expect(of({ a: { b: 1 } })).not.toBe(of({ 'a.b': 1 }));
  });

  it('given members left undefined, should fingerprint as JSON would send them (left out)', () => {
    expect(fingerprintOf({ ...base, body: { ...base.body, note: undefined } })).toBe(fingerprintOf(base));
  });

  it("given a mail's files, should fingerprint their bytes", () => {
    const mail = (data: Buffer) => ({ ...base, body: { fields: { subject: 'Notes' }, files: [{ fileName: 'a.txt', data }] } });
    expect(fingerprintOf(mail(Buffer.from('one')))).toBe(fingerprintOf(mail(Buffer.from('one'))));
    expect(fingerprintOf(mail(Buffer.from('one')))).not.toBe(fingerprintOf(mail(Buffer.from('two'))));
  });
});
