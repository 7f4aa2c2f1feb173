/**
 * GET secure_video/base_url (spec 7): the external video service's base
 * address, '' (or an error answer) when none is configured
 * (SECURE_VIDEO_BASE_URL unset). Written with the detail screen's 'Start
 * video session'; the server route belongs to the video issue.
 */
import { z } from 'zod';

export const secureVideoBaseUrlResponse = z.object({
  code: z.int32(),
  base_url: z.string(),
});
export type SecureVideoBaseUrlResponse = z.infer<typeof secureVideoBaseUrlResponse>;
