import { z } from 'zod';
import { numericParam } from './common';

/** GET insurance/get/{providerId} (spec 7). */
export const insuranceParams = z.object({ providerId: numericParam });

export const insuranceCompany = z.object({ id: z.int32(), name: z.string() });
export type InsuranceCompany = z.infer<typeof insuranceCompany>;

export const insuranceResponse = z.object({ insuranceCompanyDetails: z.array(insuranceCompany) });
export type InsuranceResponse = z.infer<typeof insuranceResponse>;
