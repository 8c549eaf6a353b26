// `npm run staff:grant -- someone@example.com [--super]`: makes a user who has signed in once staff
// (admin, or super_admin with --super), in the configured database, with a line in the audit log.
// On the embedded database, stop `npm run dev` first (one process at a time opens it).
import { eq, sql } from 'drizzle-orm';
import { openConfiguredDatabase } from '../src/server/db/client';
import { auditLog, users } from '../src/server/db/schema';

const email = process.argv.slice(2).find((arg) => arg.includes('@'));
if (!email) {
  console.error('Usage: npm run staff:grant -- someone@example.com [--super]');
  process.exit(1);
}
const role = process.argv.includes('--super') ? 'super_admin' : 'admin';

const database = await openConfiguredDatabase();
try {
  const granted = await database.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(
        sql`lower(${users.email}) = lower(${email}) and ${users.deletedAt} is null and ${users.firebaseUid} is not null`,
      )
      .for('update');
    if (!user) return undefined;
    await tx.update(users).set({ role }).where(eq(users.id, user.id));
    // The grantee is the actor: no staff member did it, the operator of this machine did.
    await tx.insert(auditLog).values({
      actorId: user.id,
      action: 'user.role.grant-script',
      targetType: 'user',
      targetId: user.id,
      before: { role: user.role },
      after: { role },
    });
    return user;
  });
  if (!granted) {
    console.error(`No one has signed in as ${email} yet: sign in once in the app, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now ${role}: the back office answers them at /v1/admin/*.`);
  }
} finally {
  await database.close();
}
