import { eq } from 'drizzle-orm';
import type { InsuranceCompany } from '../../domain/contract/insurance';
import type { Db } from '../db/client';
import { insuranceCompanies } from '../db/schema/index';

export function insuranceRepository(db: Db) {
  return {
    async listForProvider(providerId: number): Promise<InsuranceCompany[]> {
      return db
        .select({ id: insuranceCompanies.id, name: insuranceCompanies.name })
        .from(insuranceCompanies)
        .where(eq(insuranceCompanies.providerId, providerId))
        .orderBy(insuranceCompanies.name);
    },
  };
}
export type InsuranceRepository = ReturnType<typeof insuranceRepository>;
