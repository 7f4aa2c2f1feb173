/**
 * The chat bench's users, made set-based in the database the servers share
 * (no HTTP logins): `count` users of role 11, paired sender/receiver within
 * a practice, and one live session each, made as sessions-repository.ts
 * makes one (only the SHA-256 of the token is stored).
 */
import pg from 'pg';
import { hashSessionToken, newSessionToken } from '../../server/auth/tokens';

export interface BenchUser {
  id: number;
  token: string;
}

export interface ChatPair {
  sender: BenchUser;
  receiver: BenchUser;
}

/**
 * practiceSize 0: every user is staff (userType 2) of dr.rivera's practice.
 * Otherwise practices of practiceSize users (one provider, userType 1, and
 * practiceSize - 1 staff with subscriber_id the provider), like many small
 * practices on one server. Session lifetimes as the default config (30 min
 * idle, 12 h absolute), so the first calls do not slide them.
 */
export async function makeChatUsers(databaseUrl: string, count: number, practiceSize: number): Promise<ChatPair[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const seed = await client.query<{ id: number; password_hash: string }>(`select id, password_hash from users where username = 'dr.rivera'`);
    const rivera = seed.rows[0];
    if (!rivera) throw new Error('the demo seed (dr.rivera) is missing');
    const columns = 'username, password_hash, role, user_type, first_name, last_name, subscriber_id';
    if (practiceSize === 0) {
      await client.query(
        `insert into users (${columns})
         select 'bench-chat-u' || i, $1, 11, 2, 'Bench', 'User ' || i, $2::int from generate_series(1, $3::int) i`,
        [rivera.password_hash, rivera.id, count],
      );
    } else {
      const practices = Math.ceil(count / practiceSize);
      await client.query(
        `insert into users (${columns})
         select 'bench-chat-p' || k, $1, 11, 1, 'Bench', 'Provider ' || k, null from generate_series(1, $2::int) k`,
        [rivera.password_hash, practices],
      );
      await client.query(
        `insert into users (${columns})
         select 'bench-chat-p' || k || '-s' || j, $1, 11, 2, 'Bench', 'Staff ' || k || '.' || j, p.id
           from generate_series(1, $2::int) k
           cross join generate_series(1, $3::int) j
           join users p on p.username = 'bench-chat-p' || k`,
        [rivera.password_hash, practices, practiceSize - 1],
      );
    }
    // Ordered by practice, so consecutive users (a pair) share one whenever practiceSize is even.
    const made = await client.query<{ id: number }>(
      `select id from users where username like 'bench-chat-%' order by coalesce(subscriber_id, id), id limit $1`,
      [count],
    );
    const users: BenchUser[] = made.rows.map((r) => ({ id: r.id, token: newSessionToken() }));
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at, absolute_expires_at)
       select h, u, now() + interval '30 minutes', now() + interval '12 hours' from unnest($1::text[], $2::int[]) as t(h, u)`,
      [users.map((u) => hashSessionToken(u.token)), users.map((u) => u.id)],
    );
    await client.query('analyze users; analyze sessions');
    const pairs: ChatPair[] = [];
    for (let i = 0; i + 1 < users.length; i += 2) pairs.push({ sender: users[i]!, receiver: users[i + 1]! });
    return pairs;
  } finally {
    await client.end();
  }
}
