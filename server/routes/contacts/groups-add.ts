import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { groupAddBody, groupAddResponse } from '../../../domain/contract/contacts';
import { messages } from '../../../domain/messages';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { noteAudit, recordIdOf } from '../../audit/audit-declaration';
import { assertMayAddContactFor } from './staff-only';

/**
 * POST /api/groups/add {name, participants, providerID, isVideo} (spec 7):
 * a new group with its members, written together. Members carry the kinds
 * form_details gives (domain/codes.ts GROUP_PARTICIPANT_KINDS: 'person' is a
 * client). Every member must be the provider's client, person or practice
 * user, else nothing is written.
 */
const groupsAddRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/groups/add',
    {
      config: { audit: { recordType: 'contact', action: 'create' } },
      schema: {
        tags: ['contacts'],
        summary: 'Add a group contact with its members',
        body: groupAddBody,
        response: { 200: groupAddResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await assertMayAddContactFor(user, request.body.providerID);
      const id = await app.contactsRepository.addGroup(request.body.providerID, request.body);
      if (id === null) throw new HttpError(400, messages.invalidRequest);
      noteAudit(request, { recordId: recordIdOf(id, 'group_appointment') });
      return { group_appointment_id: id };
    },
  );
};
export default groupsAddRoute;
