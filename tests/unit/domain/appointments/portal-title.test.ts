/** A portal user's appointment title (issue 17, item 7): the provider and the kind of session. */
import { describe, expect, it } from 'vitest';
import { portalAppointmentTitle, seesPortalTitles, type PortalTitleWords } from '../../../../domain/appointments/portal-title';

const words: PortalTitleWords = { office: 'Office session', video: 'Video session', phone: 'Phone session', other: 'Session', separator: ' · ' };
const rivera = { providerFirstName: 'Maria', providerLastName: 'Rivera', providerNamePrefix: 'Dr.' };

describe('portalAppointmentTitle', () => {
  it('given each location type, should name the provider and the kind of session', () => {
    expect(portalAppointmentTitle({ ...rivera, type: 1 }, words)).toBe('Dr. Maria Rivera · Office session');
    expect(portalAppointmentTitle({ ...rivera, type: 2 }, words)).toBe('Dr. Maria Rivera · Video session');
    expect(portalAppointmentTitle({ ...rivera, type: 3 }, words)).toBe('Dr. Maria Rivera · Phone session');
    expect(portalAppointmentTitle({ ...rivera, type: 4 }, words)).toBe('Dr. Maria Rivera · Session');
  });

  it('given a provider without a prefix or with untrimmed parts, should leave no stray spaces', () => {
    expect(portalAppointmentTitle({ providerFirstName: ' Wei ', providerLastName: 'Chen ', providerNamePrefix: '', type: 2 }, words)).toBe(
      'Wei Chen · Video session',
    );
  });

  it('given a provider with no name, should show only the kind of session', () => {
    expect(portalAppointmentTitle({ providerFirstName: '', providerLastName: ' ', providerNamePrefix: '', type: 3 }, words)).toBe('Phone session');
  });
});

describe('seesPortalTitles', () => {
  it('should hold for the portal client (22) only: spec 6 keeps client-style names for role 25', () => {
    expect(seesPortalTitles(22)).toBe(true);
    for (const role of [7, 8, 11, 24, 25]) expect(seesPortalTitles(role)).toBe(false);
    expect(seesPortalTitles(undefined)).toBe(false);
  });
});
