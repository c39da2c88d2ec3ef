// `npm run build:test`: the static export the tests run against (forms post to the local
// capture server, a fixed test site address). CAPTURE_PORT moves the capture server.
import { spawnSync } from 'node:child_process';
import { testBuildEnv } from '../../tests/helpers/test-env';

const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...testBuildEnv } });
process.exit(result.status ?? 1);
