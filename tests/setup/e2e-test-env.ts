import { setPasswordHashCost } from "#server/auth/passwords.ts";
import { testConfig } from "#tests/helpers/test-config.ts";

// Accounts a test file writes straight into a site's database are hashed the way the sites
// the tests start hash theirs (TEST_ENV): at the production cost each took about a second
// to make here, and as long again on the site at every login.
setPasswordHashCost(testConfig().passwordHashCost);
