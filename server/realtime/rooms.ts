/** Room names shared by every server process (the Redis adapter relays them). */
export const userRoom = (userId: number): string => `user:${userId}`;
/** One session's sockets: logout disconnects exactly these. */
export const sessionRoom = (sessionId: number): string => `session:${sessionId}`;
