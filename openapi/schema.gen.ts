/**
 * Generated from openapi/openapi.bundle.gen.yaml (the bundle of openapi/openapi.yaml and openapi/<area>/)
 * by `npm run gen:api` (openapi-typescript). Do not edit.
 */

export interface paths {
    "/api/user/get-subdomain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve the provider's subdomain id from a host name
         * @description Returns the subdomain id of the provider that owns `host`. The landing page sends the
         *     browser's hostname, stores the returned `data._id` as `subdomainId` and uses it for the
         *     content, plans, FAQ and footer-page calls.
         *
         *     Public (no token).
         *
         *     Errors: `400` when `host` is missing, empty or not a host name (the client shows
         *     'Invalid hostname' for an empty one); `404` when `host` is not a host of the provider
         *     that owns the request's Host header (or the request's host is no provider's).
         */
        post: operations["getSubdomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sub-domain/get-sub-domain/{subdomain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the provider's subdomain details (platform type and plans)
         * @description Returns the provider's subdomain: its name, its `platform_type` (`Free`: every learner
         *     may take every test; `Paid`: taking or viewing a test needs an active plan) and its plans
         *     in display order. The client reads `subDomain.platform_type` before starting or viewing a
         *     test.
         *
         *     Public (no token).
         *
         *     Errors: `400` when `subdomain` is not a UUID; `404` when it is not the id of the provider
         *     that owns the host.
         */
        get: operations["getSubDomainDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/manifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the public part of the provider's manifest
         * @description Returns the public part of the manifest of the provider that owns the host: names,
         *     platform type, locale and currency, logo and favicon, the merged theme tokens, web fonts,
         *     copy overrides by i18n key, feature flags and support contact. The server also injects
         *     the same object into index.html; this call serves clients that need it afresh.
         *
         *     Public (no token).
         *
         *     Errors: `400` on a malformed request; `404` when the host is no provider's.
         */
        get: operations["getTenantManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the provider's landing page content
         * @description Returns the landing content object itself (not wrapped): logo, provider name, hero,
         *     about-us block (sanitised HTML) and insight section. A `null` in `aboutUs.aboutImage` or
         *     in the insight section means "use the client's default".
         *
         *     Public (no token).
         *
         *     Errors: `400` when `subdomain` is missing or not a UUID; `404` when it is not the id of
         *     the provider that owns the host.
         */
        get: operations["getWebsiteContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/professor_pages/get-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the provider's footer pages
         * @description Returns the provider's footer pages (title, url slug and sanitised HTML body) in display
         *     order; the footer links to /footer-details/{_id}, and that screen picks the page by `_id`
         *     from this list ('Page not found or Invalid page id.' when absent). An empty list when the
         *     provider has none.
         *
         *     Public (no token).
         *
         *     Errors: `400` when `subdomain` is missing or not a UUID; `404` when it is not the id of
         *     the provider that owns the host.
         */
        get: operations["getFooterPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/get-faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the provider's FAQs
         * @description Returns the provider's FAQ entries in display order (plain text question and answer).
         *     An empty list when there are none (the landing page then hides the FAQ section).
         *
         *     Public (no token).
         *
         *     Errors: `400` when `subdomain` is missing or not a UUID; `404` when it is not the id of
         *     the provider that owns the host.
         */
        get: operations["getFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/helppage/help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the provider's help page
         * @description Returns the provider's help page: a title and a sanitised HTML description. When the
         *     provider has no help page the answer is still `200`, with `title` and `description` null
         *     and `message` exactly `No content` (the client then shows 'No Help content available').
         *
         *     Signed-in users of the provider (bearer).
         *
         *     Errors: `400` when `subdomain` is missing or not a UUID; `401` without a valid token of
         *     this provider; `404` when `subdomain` is not the id of the provider that owns the host.
         */
        get: operations["getHelpPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/get-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the provider's membership plans
         * @description Returns the provider's plans in display order, as `subDomain.plans` (the spec's "plans
         *     fetch by subdomain"). An empty list when the provider sells no plans (the landing page
         *     then hides Plans & Pricing).
         *
         *     Public (no token).
         *
         *     Errors: `400` when `subdomain` is missing or not a UUID; `404` when it is not the id of
         *     the provider that owns the host.
         */
        get: operations["getPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a learner and email a verification code
         * @description Records a sign-up for an unverified learner account of the provider and emails a 4-digit
         *     code (valid 10 minutes) to `email`. The client stores `email` and `registration` and goes to
         *     /user-otp. Emails are unique per provider: the same person may join two providers as two
         *     accounts.
         *
         *     Proving the mailbox decides whose details the account gets. The details of a sign-up
         *     (names, date of birth, phone and password) are kept apart from the account, which holds
         *     nobody's details while its email is unverified; `registration` is a secret that only this
         *     sign-up's client receives. `verifyEmail` needs the code mailed to the address and the
         *     `registration` of a sign-up, and gives the account that sign-up's details. So whoever
         *     registers an address first, the account only ever holds the details of the sign-up made by
         *     the browser that received the code: a stranger who registers someone's email has no code,
         *     and the owner's code never carries the stranger's sign-up.
         *
         *     Registering again with the email of an account that is not yet verified records another
         *     sign-up and emails a new code to the address (voiding the previous code, within the limits
         *     on codes sent), with the same `201` answer; earlier sign-ups stay valid for 24 hours, each
         *     with its own `registration`. The mail greets nobody by name: nothing anyone typed is sent to
         *     an address that is not proven yet.
         *
         *     Public (no token). Rate-limited per IP, sized for a classroom behind one address.
         *
         *     Errors: `400` naming the invalid field (all fields are required; `dob` from 1900-01-01
         *     to today; `email` as `Email` says; `password` as `NewPassword` says; `mobile` a valid
         *     E.164 number; `subdomain` a host of the provider that owns the request's host); `409`
         *     when a verified account already uses the email on this provider; `429` when
         *     rate-limited.
         */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the email with the 4-digit code and sign in
         * @description Checks the registration code sent to `email` together with `registration` (the secret
         *     `registerUser` gave the client that made the sign-up), gives the account that sign-up's
         *     details, marks it verified and signs it in: returns an access token, a refresh token and
         *     the user. Every other sign-up of the address is void from then on. The client stores
         *     `token`, `refreshToken` and `user` and goes to /menu.
         *
         *     Public (no token). Codes are stored hashed, live 10 minutes and allow at most 5 wrong
         *     tries; wrong codes are also counted per IP (60 in 15 minutes).
         *
         *     Errors: `400` when `registration` is not a live sign-up of the email (unknown, made in
         *     another browser, already used, or older than 24 hours; also when no verification is
         *     pending for the email: one message for all, so accounts cannot be probed), and `400` when
         *     the code is wrong or expired; `404` when the host is
         *     no provider's; `429` on the fifth wrong try and every try after it, the right code too
         *     (the code is voided; request a new one with `resendOtp`), or when the IP made too many
         *     wrong tries.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/resend-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new one-time code
         * @description Sends a new 4-digit code to `email` and voids the previous one: the registration code
         *     when the account is not verified yet, otherwise the forgotten-password code. `otp` is
         *     accepted for compatibility and ignored. The answer is the same whether or not the email
         *     has an account, so accounts cannot be probed. The client then shows 'OTP sent to the
         *     mail'.
         *
         *     Public (no token). At most one code a minute and 5 an hour per email.
         *
         *     Errors: `400` when `email` is missing or invalid; `404` when the host is no provider's;
         *     `429` when a code was sent less than a minute ago, 5 were sent in the last hour, or the
         *     IP is rate-limited.
         */
        post: operations["resendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Signs a learner or staff member of the provider in and returns an access token, a
         *     refresh token and the user. `host` is the browser's hostname and must be a host of the
         *     provider that owns the request's host.
         *
         *     Public (no token). Failed sign-ins are counted, successes never, and a stranger cannot
         *     lock a learner out (OWASP's device cookies). A successful sign-in sets the `device` cookie:
         *     this browser has signed in to this account. A sign-in that sends a `device` cookie this
         *     server signed for the account is limited per cookie: 5 failures in 15 minutes stop that
         *     browser for the rest of the 15 minutes, and nothing else stops it but its network's limit
         *     below. Any other sign-in (no cookie, or one that is forged, expired, or another account's
         *     or provider's) is limited per account and per IP: 5 failures in 15 minutes for an account
         *     from one IP stop that IP for the account; 10 in 15 minutes for an account, from any IPs,
         *     stop every browser without the account's cookie for the rest of the 15 minutes (a password
         *     reset lifts it at once). 60 failures in 15 minutes from one IP stop that IP for everyone
         *     (sized for a classroom behind one address). A refusal is `429` with `Retry-After` in
         *     seconds, never more than 15 minutes. Password checks share the server fairly between IPs:
         *     one that sends many at once gets `429` past its share.
         *
         *     Errors: `400` when a field is missing or invalid, or `host` is not a host of this
         *     provider (`host: is not this site's address`); `401` when the email and password do
         *     not match an account of this provider (same message whichever is wrong); `403` when the
         *     account's email is not verified yet (verify it with the emailed code first); `404` when
         *     the request's Host is no provider's; `429` when rate-limited.
         */
        post: operations["loginUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getotp-to-forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a code to reset a forgotten password
         * @description Emails a 4-digit password-reset code to `email` when it belongs to a verified account of
         *     the provider. The answer is `success: true` whether or not it does, so accounts cannot be
         *     probed; the client stores the email and a `forget` flag and goes to /user-otp.
         *
         *     Public (no token). Same code limits as `resendOtp`.
         *
         *     Errors: `400` when `email` is missing or invalid; `404` when the host is no provider's;
         *     `429` when a code was sent less than a minute ago, 5 in the last hour, or the IP is
         *     rate-limited.
         */
        post: operations["getOtpToForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/submitotp-to-forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the password-reset code and get a reset token
         * @description Checks the password-reset code sent to `email`. On success returns a single-use
         *     `resetToken` valid 15 minutes, which `resetPassword` requires; the client goes to
         *     /user-reset-password.
         *
         *     Public (no token). At most 5 wrong tries per code; wrong codes are also counted per IP.
         *
         *     Errors: `400` when the code is wrong or expired or no reset is pending for the email
         *     (one message for all); `404` when the host is no provider's; `429` on the fifth wrong try
         *     and every try after it (the code is voided) or when the IP made too many wrong tries.
         */
        post: operations["submitOtpToForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Sets the account's new password using the `resetToken` from
         *     `submitOtpToForgotPassword`. The token is used up, and every refresh token of the account
         *     is revoked (all its sessions sign out). The client shows the returned message and goes to
         *     /user-login.
         *
         *     Public (no token). Rate-limited per IP and per account.
         *
         *     Errors: `400` when the password breaks a rule of `NewPassword` (8 to 128 characters, not
         *     a common password, not the email), or the reset token is invalid, expired, already used
         *     or not for this email; `404` when the host is no provider's; `429` when rate-limited.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new token pair
         * @description Rotates the refresh token: returns a new access token (15 minutes) and a new refresh
         *     token (30 days), and retires the one sent. Presenting a retired refresh token again
         *     revokes the whole family of tokens of that sign-in and is answered `401`.
         *
         *     Public (no bearer token; the refresh token is the credential).
         *
         *     Errors: `400` when `refreshToken` is missing or malformed; `401` when it is unknown,
         *     expired, revoked, reused or of another provider; `404` when the host is no provider's.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out by revoking a refresh token
         * @description Revokes the given refresh token and its family. Idempotent: an unknown, expired or
         *     already revoked token is also answered `204`. The access token is not revoked and stays
         *     valid until it expires (at most 15 minutes); the client deletes it.
         *
         *     Public (no bearer token needed, so an expired session can still sign out).
         *
         *     Errors: `400` when `refreshToken` is missing or malformed; `404` when the host is no
         *     provider's.
         */
        post: operations["logoutUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-user-dashboard-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's dashboard
         * @description Returns the dashboard of the caller: counts of Active tests (all, Exams, Quizzes) with
         *     how many the caller attempted, the caller's 5 most recent reports (newest first), the 5
         *     most recently created Active tests (newest first, with the caller's attempted flag) and
         *     the caller's 5 newest tickets.
         *
         *     Signed-in users of the provider (bearer).
         *
         *     Errors: `400` when `subdomain` is missing or not a UUID; `401` without a valid token of
         *     this provider; `404` when `subdomain` is not the id of the provider that owns the host.
         */
        get: operations["getUserDashboardData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the leaderboard window around the caller
         * @description Ranks the provider's learners who have at least one report by mean report percentage,
         *     best first (equal means share a rank: 1, 2, 2, 4; within a rank, earlier first report
         *     first) and returns the window of at most 5 rows around the caller: 2 before and 2 after,
         *     shifted to stay within the list at either end, in rank order. `rank` is the real rank in
         *     the whole list. A learner without reports is not listed and takes no rank; such a caller
         *     gets the first 5 rows. The caller's row is named `You`. A learner who chose to hide their
         *     name in My Account (`leaderboard_name_hidden`) is `Learner` to everyone else; other
         *     learners are named as the provider's folder says (`leaderboard.names` in `tenant.yaml`):
         *     first name and last-name initial (`Ada L.`, the default), full name (`Ada Lovelace`) or
         *     initials (`A. L.`). `attemptedPercentage` is distinct tests attempted / Active tests of
         *     the provider × 100.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` when `subdomain` is missing or not a UUID; `401` without a valid token of
         *     this provider; `404` when `subdomain` is not the id of the provider that owns the host.
         */
        get: operations["getLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test/get-tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the provider's Active tests
         * @description Returns every Active test (Exams and Quizzes) of the provider, newest first, without
         *     questions, each with the caller's `attempted` flag and the caller's latest report of that
         *     test (`report`, or null). The client splits the list by `test_type`, builds the
         *     Completed Exams section from Exams with a report, and searches by case-insensitive
         *     substring of `test_name`. Listing needs no plan; opening a test does.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` when `subdomain_reference` is missing or not a UUID; `401` without a valid
         *     token of this provider; `404` when `subdomain_reference` is not the id of the provider
         *     that owns the host.
         */
        get: operations["getTests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test/get-test/{testId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a test (start or resume the attempt) with its questions
         * @description Returns the test with its questions in order (`questions_reference`) and the caller's
         *     attempt. Questions never carry correct answers or explanations.
         *
         *     Attempts: if the caller has an unsubmitted attempt of this test in the same `mode`, it is
         *     resumed: the same `startedAt` and `deadline` (server time; `deadline` = `startedAt` +
         *     `duration_in_mins`) and the progress last saved with `saveTestProgress` from any
         *     device. A resumed attempt may already be past its deadline; the client then submits at
         *     once (the server still accepts it, with time capped). Otherwise a new attempt starts now.
         *     `attempt.serverTime` lets the client correct for clock skew.
         *
         *     Mode: `practice` (default) is the normal take-test route; an Exam can be taken once in
         *     this mode. `recharge` is the Recharge route: unlimited attempts, allowed for any test the
         *     caller already has a report for.
         *
         *     Signed-in learners of the provider (bearer) with access: the platform is Free or the
         *     caller has an active plan (computed from the subscription's expiry).
         *
         *     Errors: `400` when `testId` is not a UUID or `mode` is unknown; `401` without a valid
         *     token of this provider; `402` when the platform is Paid and the caller has no active plan
         *     (go to /menu/membership); `404` when the test is unknown, not Active or of another
         *     provider; `409` 'Practice exams can only be taken once' when, in `practice` mode, the
         *     test is an Exam the caller has already submitted, or, in `recharge` mode, the caller has
         *     no report for this test yet.
         */
        get: operations["getTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test/save-progress/{testId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the in-progress answers of the open attempt
         * @description Replaces the saved progress of the caller's open attempt of this test (same `mode`)
         *     with the body. `answers` is an ordered list with exactly one item per question, in the
         *     order of `questions_reference` returned by `getTest` (item *i* is the state of question
         *     *i*). The client calls this a few seconds after each change (as well as saving locally)
         *     so that a crash, a lost network or another device can resume the attempt; `getTest`
         *     returns the last saved progress. Saving never extends the deadline: after the deadline
         *     and a 30-second grace (for a save already on its way) the attempt takes no more answers.
         *
         *     Each item must fit its question: single choice uses only `selectedOption` (an option of
         *     the question), multiple choice only `selectedOptions` (options of the question), and
         *     sub-questions only `selected`, with exactly one entry per part; `currentQuestion` is a
         *     question of the test.
         *
         *     Signed-in learners of the provider (bearer) with access (platform Free or an active
         *     plan).
         *
         *     Errors: `400` naming the invalid field, or when the number of answers differs from the
         *     number of questions, or an item does not fit its question; `401` without a valid token
         *     of this provider; `402` when the platform is Paid and the caller has no active plan;
         *     `404` when the test is unknown, not Active or of another provider; `409` when the caller
         *     has no open attempt of this test in this mode (open it with `getTest` first; also the case
         *     after submitting), or when its time is up (deadline plus 30 s).
         */
        put: operations["saveTestProgress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test/submit-test/{testId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the answers of an attempt and get the report id
         * @description Scores the caller's attempt on the server and returns the new report's id as
         *     `reportcard`; the client keeps it, clears its local answers and timer and goes to check
         *     answers.
         *
         *     Body: `response` has exactly one item per question, in the order of
         *     `questions_reference` returned by `getTest`. An unanswered question has `selected: []`
         *     (single or multiple choice) or nulls (sub-questions) and is scored Wrong; the client
         *     blocks a manual submit with missing answers, but a timeout auto-submit may send them.
         *     `timeTaken` is the client's elapsed time as minutes.seconds (12.35 = 12 min 35 s; the
         *     allotted minutes with .00 on timeout); it is recorded for information only: the server
         *     measures the time from the attempt's `startedAt`, capped at the allotted time.
         *
         *     Scoring: single choice Correct or Wrong; multiple choice Correct when the chosen set
         *     equals the key, Partial when it holds some right options and no more wrong than right,
         *     else Wrong; sub-questions Correct when every part is right, Partial when some are, else
         *     Wrong. `correct_answers` counts Correct; `percentage` = correct / total × 100;
         *     confidence per answer I KNOW IT 100, THINK SO 67, NOT SURE 33, NO IDEA 0, and the
         *     report's `confidence` is their mean.
         *
         *     Attempts: the caller's open attempt of this test in this `mode` is closed and scored.
         *     Within its deadline and a 30-second grace, the body is scored (`closedBy: learner`).
         *     After that, the server keeps the deadline: the attempt is scored on the answers saved
         *     with `saveTestProgress` by then, not on the body, with the time capped at the allotted
         *     time (`closedBy: late`). An attempt nobody submits is closed by the server soon after its
         *     deadline from its saved answers (`closedBy: server`); submitting it later is a retry of
         *     that report. Idempotent: when there is no open
         *     attempt and the caller's last attempt of this test in this mode was closed less than
         *     5 minutes ago (or its deadline passed less than 5 minutes ago), the call is a retry and
         *     returns that attempt's `reportcard` unchanged.
         *     Otherwise, without an open attempt, the submission is scored as an attempt that starts
         *     now (time from `timeTaken`, capped), except for the case answered `409` below.
         *
         *     Signed-in learners of the provider (bearer) with access (platform Free or an active
         *     plan).
         *
         *     Errors: `400` naming the invalid field, or when the number of items differs from the
         *     number of questions, an item's `question` does not match its position, or `selected` does
         *     not fit the question's type; `401` without a valid token of this provider; `402` when the
         *     platform is Paid and the caller has no active plan; `404` when the test is unknown, not
         *     Active or of another provider; `409` 'Practice exams can only be taken once' when, in
         *     `practice` mode, the test is an Exam the caller has already submitted and this is not a
         *     retry (or, in `recharge` mode, the caller has no earlier report for the test).
         */
        post: operations["submitTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/get-report/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of the caller's reports with reviewed questions
         * @description Returns a report of the caller: the scores, the answers in question order and, in
         *     `test.questions_reference`, the reviewed questions in the same order with their correct
         *     options, sub-question answers, explanation and subtopic references and images (the check
         *     answers screen). `answers[i]` is the answer to `test.questions_reference[i]`.
         *
         *     Signed-in learners of the provider (bearer), own reports only, with access (platform
         *     Free or an active plan).
         *
         *     Errors: `400` when `reportId` is not a UUID; `401` without a valid token of this
         *     provider; `402` when the platform is Paid and the caller has no active plan; `404` when
         *     the report is unknown, another learner's or of another provider.
         */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test/answer-question/{testId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a tutor-mode answer and get it scored and explained
         * @description In a tutor-mode test (one of the caller's own tests, `mode=custom`), scores the answer to
         *     the question at `position` of the caller's open attempt and returns it with the question's
         *     key, explanation and references. The answer is then final: confirming that question again
         *     returns the first answer unchanged, and the submission scores the confirmed answers
         *     whatever its body says of them. No other question's key is sent.
         *
         *     Signed-in learners of the provider (bearer) with access (platform Free or an active plan).
         *
         *     Errors: `400` naming the field: `position` outside the test, `selected` not fitting the
         *     question's type or empty; `401`; `402`; `404` when the test is unknown, not the caller's, or
         *     not in tutor mode; `409` when the test is not open (open it with getTest first).
         */
        post: operations["answerTutorQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice/create-test-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What Create Test offers the caller, with the pool's counts per subtopic
         * @description The practice pool's topics and subtopics (never a question of an Active Exam or one the
         *     provider holds back for Exams; only the tests the provider lets feed the pool), each
         *     subtopic with how many questions each filter holds for the caller, the provider's
         *     limits and the modes it offers. The client sums the counts of the chosen subtopics as
         *     the learner chooses.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `401` without a valid token of this provider; `404` when the provider does not
         *     offer Create Test.
         */
        get: operations["getCreateTestOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice/create-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Build a test from the practice pool
         * @description Makes the caller a Quiz of `count` questions drawn at random from the pool's questions of
         *     the chosen subtopics that `questions` selects, in `mode`. Open it with getTest
         *     (`mode=custom`); it is reviewed, reported and counted in Proficiency like any Quiz, listed
         *     by getMyTests, and never counted on the leaderboard.
         *
         *     Signed-in learners of the provider (bearer) with access (platform Free or an active plan).
         *
         *     Errors: `400` naming the field: a subtopic that is not in the pool, `count` over the
         *     provider's limit or over the questions that match, a mode the provider does not offer;
         *     `401`; `402` when the platform is Paid and the caller has no active plan; `404` when the
         *     provider does not offer Create Test.
         */
        post: operations["createTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice/my-tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own tests, to resume or review
         * @description The tests the caller built (Create Test, the review deck), newest first, at most 100, each
         *     with whether an attempt is open and its report.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `401` without a valid token of this provider.
         */
        get: operations["getMyTests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice/review-deck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the caller's review questions are due
         * @description A question answered Wrong or Partial, or with a chosen confidence of NOT SURE or NO IDEA,
         *     enters the caller's review deck, due a day later; answered right with confidence (I KNOW
         *     IT or THINK SO) while in the deck it moves on, due 3, then 7, then 21 days later, and
         *     after that leaves the deck; answered wrong or unsure again it starts over. Only questions
         *     of the practice pool are in it.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `401`; `404` when the provider does not offer the review deck.
         */
        get: operations["getReviewDeck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice/review-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a test of the questions due for review
         * @description Makes the caller a test of their due review questions, the longest overdue first, at most
         *     the provider's `maxQuestions`; it is one of the caller's own tests (see createTest).
         *
         *     Signed-in learners of the provider (bearer) with access (platform Free or an active plan).
         *
         *     Errors: `400` naming `mode` when the provider does not offer it; `401`; `402`; `404` when
         *     the provider does not offer the review deck; `409` 'No questions are due for review' when
         *     none is due.
         */
        post: operations["createReviewTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/get-lowest-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the test of the caller's lowest-scoring report (Recharge)
         * @description Returns the id of the test of the caller's report with the lowest percentage (on a tie,
         *     the most recent report), among tests that are still Active. `testId` is null when the
         *     caller has no report (the client shows 'Test not found'). The Recharge button opens that
         *     test with `mode=recharge`.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` on a malformed request; `401` without a valid token of this provider;
         *     `404` when the host is no provider's.
         */
        get: operations["getLowestReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/get-report-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every result of the caller, newest first, a page at a time
         * @description Returns the caller's reports (one per submitted attempt: Exams, Quizzes and topic practice,
         *     practice and recharge alike; an attempt not yet submitted has no report and is not listed),
         *     newest first (on equal times, by report id descending), at most `limit` of them. `next` is
         *     the report id to pass as `after` for the following page, or null when this page is the
         *     last. Each item's `_id` opens the review (`getReport`).
         *
         *     Signed-in learners of the provider (bearer), own reports only.
         *
         *     Errors: `400` when `limit` is not 1 to 50 or `after` is not a UUID; `401` without a valid
         *     token of this provider; `404` when `after` is not one of the caller's reports, or the host
         *     is no provider's.
         */
        get: operations["getReportHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/view-proficiency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's Exam reports for proficiency
         * @description Returns one item per report of the caller on an Exam (practice and recharge), newest
         *     first. Each item's `_id` is the report id used by `getProficiencyDetail`. An empty list
         *     gives 'No Report found!'.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` on a malformed request; `401` without a valid token of this provider;
         *     `404` when the host is no provider's.
         */
        get: operations["getProficiencyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/view-proficiency/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the proficiency of one report by topic and subtopic
         * @description Returns the proficiency of one of the caller's reports: the overall percentage and, per
         *     topic, the percentage of Correct answers among that topic's questions, with the same per
         *     subtopic (answers are grouped by each question's subtopic and its topic). Topics and
         *     subtopics are in alphabetical order.
         *
         *     Signed-in learners of the provider (bearer), own reports only.
         *
         *     Errors: `400` when `id` is not a UUID; `401` without a valid token of this provider;
         *     `404` when the report is unknown, another learner's or of another provider.
         */
        get: operations["getProficiencyDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-topics/{subdomain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the speciality topics, optionally filtered
         * @description Returns the provider's speciality topics in alphabetical order with their subtopic and
         *     question counts. `key` filters by case-insensitive substring of the topic name (the
         *     client sends it 500 ms after typing stops); empty or absent returns all.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` when `subdomain` is not a UUID or `key` is longer than 100 characters;
         *     `401` without a valid token of this provider; `404` when `subdomain` is not the id of the
         *     provider that owns the host.
         */
        get: operations["getTopics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-topic/{topicID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one speciality topic with its subtopics
         * @description Returns a speciality topic with its images, reference links, sanitised HTML description
         *     and subtopics (in order) with their question counts.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` when `topicID` is not a UUID; `401` without a valid token of this
         *     provider; `404` when the topic is unknown or of another provider.
         */
        get: operations["getTopic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sub-domain/view-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the summary tree of domain, subdomain, topics and subtopics
         * @description Returns the summary tree: the provider's domain (from its manifest), its subdomain name,
         *     and its topics keyed by topic name, each with its question count and subtopics with
         *     theirs.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` when `subdomain` is missing or not a UUID; `401` without a valid token of
         *     this provider; `404` when `subdomain` is not the id of the provider that owns the host.
         */
        get: operations["getSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-user-test-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the caller's tests taken per month
         * @description Returns the number of reports (tests taken) of the caller per calendar month (UTC) for
         *     the last 12 months including the current one, oldest first, with 0 for months without
         *     any (the 'Number of Tests Taken' chart).
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` on a malformed request; `401` without a valid token of this provider;
         *     `404` when the host is no provider's.
         */
        get: operations["getUserTestData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-user-pie-chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the confidence doughnut of the caller's latest report
         * @description Returns the confidence of the caller's most recent report for the 'Confidence' doughnut:
         *     the confidence percentage, the test name, the correct answers out of the total and the
         *     two doughnut values. `data` is null when the caller has no report.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` on a malformed request; `401` without a valid token of this provider;
         *     `404` when the host is no provider's.
         */
        get: operations["getUserPieChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-user-confidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get confidence versus performance of the caller's recent reports
         * @description Returns, for the caller's 10 most recent reports in chronological order (oldest first),
         *     parallel arrays for the 'Confidence VS Performance' chart: `uData` performance
         *     (percentage), `pData` confidence (percentage), `qData` time taken in minutes (decimal
         *     minutes, 2 decimals) and `xLabels` the test names. All arrays have the same length; empty
         *     when the caller has no report.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` on a malformed request; `401` without a valid token of this provider;
         *     `404` when the host is no provider's.
         */
        get: operations["getUserConfidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-user-question-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the questions the caller attempted per month
         * @description Returns the number of questions the caller answered (the reports' `attempt` summed) per
         *     calendar month (UTC) for the last 12 months including the current one, oldest first,
         *     with 0 for months without any (the 'Number of Questions Attempted' chart).
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` on a malformed request; `401` without a valid token of this provider;
         *     `404` when the host is no provider's.
         */
        get: operations["getUserQuestionData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-user-calibration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How often the caller was right at each confidence level, overall and per month
         * @description Beyond the spec: the 'Confidence calibration' card. For each confidence level the caller
         *     gave (I KNOW IT, THINK SO, NOT SURE, NO IDEA), how many answers they gave with it and how
         *     many were Correct (Partial counts as not correct), over all their reports and per
         *     calendar month (UTC) for the last 6 months including the current one, oldest first.
         *     `accuracy` is correct / answers × 100 with 2 decimals, null when there were no answers;
         *     `expected` is what the level claims (100, 67, 33, 0), so a learner sees whether 'I KNOW
         *     IT' really means it.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` on a malformed request; `401` without a valid token of this provider;
         *     `404` when the host is no provider's.
         */
        get: operations["getUserCalibration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's profile
         * @description Returns the signed-in user. `is_active_plan` is computed from the subscription's expiry
         *     at the time of the call.
         *
         *     Signed-in users of the provider (bearer).
         *
         *     Errors: `400` on a malformed request; `401` without a valid token of this provider;
         *     `404` when the host is no provider's.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/update-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the caller's basic details and picture
         * @description Updates what is sent, and keeps what is left out: first name, last name, mobile and date of
         *     birth; when `image` is sent, the profile picture; when `leaderboard_name_hidden` is sent,
         *     whether other learners see the caller on the leaderboard as `Learner` (from their next view
         *     of it); when `language` is sent, the language of the caller's mail (and of `user.language`).
         *     Only the fields sent are checked, so a change of language or picture alone needs none of the
         *     details (an account may have no date of birth). The email cannot be changed. The picture must be an image (checked by its content: PNG, JPEG, WebP, GIF,
         *     AVIF or HEIC, what phones take; TIFF and anything else is `415`), at most 5 MB; it is
         *     re-encoded as WebP and stripped of
         *     metadata, and `user.profile_url` points to the new file. The client shows `status` as
         *     a success toast.
         *
         *     Signed-in users of the provider (bearer).
         *
         *     Errors: `400` naming the invalid field (`dob` from 1900-01-01 to today,
         *     `leaderboard_name_hidden` must be `true` or `false`, `language` one of the provider's
         *     languages); `401`
         *     without a valid token of this provider; `404` when the host is no provider's; `413` when
         *     the image is larger than 5 MB; `415` when the body is not multipart/form-data or the file
         *     is not an accepted image.
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller's password
         * @description Checks the current password, then sets the new one. Every refresh token of the account
         *     is revoked (other devices sign out) and a new token pair for this device is returned;
         *     the client replaces its stored tokens. No success toast is shown by the spec's client.
         *
         *     Signed-in users of the provider (bearer). At most 5 attempts per account in 15 minutes,
         *     counted before the current password is checked, so a stolen token cannot be used to guess
         *     it and a flood of changes cannot slow other learners' sign-ins.
         *
         *     Errors: `400` when a field is missing, the new password breaks a rule of `NewPassword`
         *     (8 to 128 characters, not a common password, not the email) or is the current one,
         *     `confirm_password` differs from `password`, or `old_password` is wrong;
         *     `401` without a valid token of this provider; `404` when the host is no provider's;
         *     `429` after 5 attempts in 15 minutes, or when the server is busy hashing passwords for
         *     this IP.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/get-user-transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's payment history and current subscription
         * @description Returns the caller's completed payments, newest first (a refunded one stays, marked
         *     `refunded`), and the current subscription (null when the caller has none or it has
         *     expired). Each paid transaction's `invoice_url` is a link to its PDF invoice, signed for
         *     the caller and valid for an hour (the Membership page fetches it afresh each visit).
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` on a malformed request; `401` without a valid token of this provider;
         *     `404` when the host is no provider's.
         */
        get: operations["getUserTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a checkout for a plan
         * @description Records an order and creates a checkout session with the configured payment provider,
         *     then returns the `url` the browser must navigate to: Stripe's hosted checkout, or the
         *     built-in sandbox's own page on this host (`/checkout/sandbox/<session>`: the plan and
         *     amount, with Pay, Cancel and a declined card). The server trusts none of `price`,
         *     `userId` or `subdomain`: the amount charged is always the plan's current price, and a
         *     `price` that is not it (a page loaded before the provider changed the price, or an
         *     edited one) is `409` with nothing recorded, so a learner is never charged an amount
         *     they were not shown; the learner is the token's and the provider the host's. After payment the provider returns the browser to
         *     `redirect_url` + `/#/menu/membership?checkout=done`; on cancel or a declined card to
         *     `redirect_url` + `/#/menu/payment-failed`. The subscription is extended only when the
         *     payment webhook confirms the payment, never by this call. Two checkouts in flight for
         *     one learner are two orders; each payment extends once.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` naming the invalid field, or when `redirect_url` is not the origin of one
         *     of this provider's hosts (in production: not `https` on its own hosts and default port); `401` without a valid token of this provider; `403` when
         *     `userId` is not the caller's id; `404` when `planId` is unknown, not on sale or of
         *     another provider, or `subdomain` is not this provider's; `409` when `price` is not the
         *     plan's current price (the client shows the message and reloads the plans); `503` when no payment provider
         *     is configured on this server (a production server without Stripe keys). Nothing is
         *     recorded on any error.
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/create-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a checkout for a plan (older path)
         * @deprecated
         * @description The same call as `createCheckoutSession` with the same body, rules, response and errors,
         *     kept at this path for older clients (the spec's client has a create-order call whose
         *     body is not shown). New clients use `createCheckoutSession`.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: as `createCheckoutSession`.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a payment provider's event
         * @description Called by the payment provider, not by the web client. The server checks the signature
         *     over the raw body (`x-payment-signature` for `sandbox`, `stripe-signature` for
         *     `stripe`), then, for a completed payment, writes the transaction, extends the learner's
         *     subscription by the plan's validity and renders a PDF invoice, all in one transaction.
         *     The tenant and learner come from the checkout session the server recorded, not from the
         *     host. Idempotent by event `id`: an event already processed is answered `200` again
         *     without effect, and an order is paid at most once whichever events complete it. A refund
         *     (Stripe `charge.refunded`) marks the transaction refunded and takes back the days it
         *     added. Events of other types are acknowledged and ignored.
         *
         *     No bearer token; the signature authenticates the call.
         *
         *     Errors: `400` when the signature header is missing or wrong, or the body is not a JSON
         *     object with `id` and `type`; `404` when `provider` is not the payment provider configured
         *     on this server.
         */
        post: operations["paymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/invoice/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a transaction's PDF invoice
         * @description Serves the invoice the webhook rendered for a paid transaction: the provider's logo,
         *     name and contact, the learner's name and email, the provider's sequential invoice
         *     number, plan, validity, amount and currency, payment id and date.
         *
         *     No bearer token: the link itself is the credential. `get-user-transactions` hands each
         *     owner links signed for them, valid for an hour, so a plain link opens the PDF in a new
         *     tab. The signature binds the transaction, its owner and this provider.
         *
         *     Errors: `400` on a malformed id or signature; `404` when the signature is wrong or
         *     expired, the transaction is not this provider's, or it has no invoice (the same answer
         *     in every case, so a link reveals nothing about others' invoices).
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/topic/get-topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the provider's ticket topics
         * @description Returns the topics a ticket can be raised under, in display order; the ticket form
         *     preselects the first.
         *
         *     Public (no token), as in the spec's client.
         *
         *     Errors: `400` when `sub_domain_reference` is missing or not a UUID; `404` when it is not
         *     the id of the provider that owns the host.
         */
        get: operations["getTicketTopics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subadmin/get-subadmins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the provider's staff members a ticket can be sent to
         * @description Returns the provider's staff members (subadmins, "professors") by last then first name;
         *     the ticket modal preselects the first as `to`. Only ids and names are exposed.
         *
         *     Public (no token), as in the spec's client.
         *
         *     Errors: `400` on a malformed request; `404` when the host is no provider's.
         */
        get: operations["getSubadmins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket/create-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise a support ticket
         * @description Creates an Open ticket of the caller under `topic`, optionally addressed to a staff
         *     member (`to`) and with an image (multipart only; PNG, JPEG, WebP or GIF checked by
         *     content, so a TIFF or any other picture is `415`; at most 5 MB, re-encoded). The client shows `message` as a success toast.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` naming the invalid field (subject and description required and not blank);
         *     `401` without a valid token of this provider; `404` when `topic` or `to` is unknown or of
         *     another provider; `413` when the image is larger than 5 MB; `415` when the body is
         *     neither multipart/form-data nor application/json, or the file is not an accepted image.
         */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket/get-all-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's tickets
         * @description Returns the caller's own tickets, newest first, without their chat messages. The
         *     spec's client sends `role=User`; it is the only accepted value and the default.
         *
         *     Signed-in learners of the provider (bearer).
         *
         *     Errors: `400` when `role` is not `User`; `401` without a valid token of this provider;
         *     `404` when the host is no provider's.
         */
        get: operations["getAllTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket/get-ticket/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one ticket with its chat messages
         * @description Returns a ticket with its chat messages, oldest first, and marks it read for the caller
         *     (the unread marker clears). Learners may read only their own tickets; staff of the
         *     provider may read any of its tickets.
         *
         *     Signed-in users of the provider (bearer).
         *
         *     Errors: `400` when `ticketId` is not a UUID; `401` without a valid token of this
         *     provider; `404` when the ticket is unknown, another learner's or of another provider.
         */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket/image/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a ticket's attached picture
         * @description Serves the picture attached to a ticket, re-encoded as WebP, to whoever holds a link the
         *     server signed for it. No bearer token: the link itself is the credential, so an `<img>`
         *     or a new tab opens it. Only callers who may read the ticket (its learner and the staff
         *     of its provider) are handed links, as the ticket's `image` in `create-ticket`,
         *     `get-ticket`, `get-all-tickets`, the staff calls and the dashboard; each link works for
         *     10 to 15 minutes (its expiry is rounded up to five minutes, so a page that refetches
         *     keeps the same link a while). The answer is `Cache-Control: private` with a `max-age`
         *     no longer than the link has left: the browser may keep it, a shared cache may not.
         *
         *     Errors: `400` on a malformed id, or a missing or malformed `expires` or `signature`;
         *     `404` when the signature is wrong or expired, the ticket is not this provider's, or it
         *     has no picture (the same answer in every case, so a link reveals nothing about other
         *     tickets).
         */
        get: operations["getTicketImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket/post-message/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Post a chat message to one of the caller's tickets
         * @description Appends the caller's message to their ticket and returns the updated ticket. The
         *     message is stored first and then emitted to the ticket's socket.io room
         *     (`receiveMessage`); the client also emits `sendMessage` after a success, as in the spec.
         *
         *     Signed-in learners of the provider (bearer), own tickets only.
         *
         *     Errors: `400` when `message` is missing, blank or longer than 4000 characters; `401`
         *     without a valid token of this provider; `404` when the ticket is unknown, another
         *     learner's or of another provider; `409` when the ticket is not Open (only Open tickets
         *     take messages); `429` when the caller posted too many messages lately (20 a minute).
         */
        patch: operations["postTicketMessage"];
        trace?: never;
    };
    "/api/staff/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all of the provider's tickets (staff)
         * @description Returns every ticket of the provider without chat messages: unread ones first (the
         *     learner wrote since this staff member last opened it), then newest first; optionally
         *     filtered by `status` and `topic`, and by `search` (case-insensitive, within the subject).
         *
         *     Staff members of the provider (bearer with the staff role).
         *
         *     Errors: `400` when `status` is not Open, Pending or Closed, `topic` is not a UUID or
         *     `search` is longer than 200 characters; `401` without a valid token of this provider;
         *     `403` when the caller is a learner; `404` when the host is no provider's.
         */
        get: operations["getStaffTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets/{ticketId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a ticket (staff)
         * @description Appends the staff member's reply to any ticket of the provider and returns the updated
         *     ticket; the message is stored first and then emitted to the ticket's socket.io room.
         *
         *     Staff members of the provider (bearer with the staff role).
         *
         *     Errors: `400` when `message` is missing, blank or longer than 4000 characters; `401`
         *     without a valid token of this provider; `403` when the caller is a learner; `404` when
         *     the ticket is unknown or of another provider; `409` when the ticket is not Open; `429`
         *     when the caller posted too many messages lately (20 a minute).
         */
        post: operations["postStaffTicketMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets/{ticketId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a ticket's status (staff)
         * @description Sets the ticket's status to Open, Pending or Closed (any transition is allowed; setting
         *     the current status again is a no-op) and returns the updated ticket.
         *
         *     Staff members of the provider (bearer with the staff role).
         *
         *     Errors: `400` when `status` is not Open, Pending or Closed; `401` without a valid token
         *     of this provider; `403` when the caller is a learner; `404` when the ticket is unknown or
         *     of another provider.
         */
        patch: operations["updateStaffTicketStatus"];
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the server and its database
         * @description Answers `200` with `status: ok` when the server runs and its database answers, and
         *     `503` with `status: degraded` when the database is unreachable. Needs no provider: it is
         *     answered on any host, including hosts no provider owns. For load balancers and
         *     monitoring.
         *
         *     Public (no token).
         *
         *     Errors: `400` on a malformed request; `503` as above.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check whether this server process takes new requests
         * @description For load balancers, beside `/api/health`: route traffic to a process only while this
         *     answers `200`. It answers `200` with `status: ready` while the process serves (its
         *     database answers and its providers are loaded), and `503` with `status: draining` as soon
         *     as the process has been told to stop (SIGTERM or SIGINT): it finishes the requests it has
         *     (a submit in flight is stored and answered), refuses new ones and exits. `503` with
         *     `status: unavailable` means the database is unreachable or no provider is loaded.
         *     Answered on any host, including hosts no provider owns.
         *
         *     Public (no token).
         *
         *     Errors: `400` on a malformed request; `503` as above.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The body of every error answer. */
        Error: {
            /** @description Human-readable message, shown to the user as is. A refusal of fields is said in sentences that name each field in words, never by its name in the request ('The password is required.'). */
            message: string;
            /** @description When the refusal concerns fields of the request: each one, named as the request names it (email, response[2].selected), with its own sentence, so a form shows it beside the field. */
            fields?: {
                [key: string]: string;
            };
        };
        MessageResponse: {
            message: string;
        };
        /** @description The provider's subdomain, as referenced from other records. */
        SubdomainRef: {
            /** Format: uuid */
            _id: string;
            /** @description The provider's display name. */
            sub_domain_name: string;
        };
        /**
         * Format: email
         * @description An email address as the server takes it: a dot-atom local part (letters, digits and
         *     ``!#$%&'*+/=?^_`{|}~-``, dots between them), `@`, and a domain of at least two labels (letters,
         *     digits and inner hyphens, dots between them). The `pattern` is the whole rule, so it holds
         *     for validators that read `format` as an annotation only (JSON Schema 2020-12's default):
         *     `ada@localhost`, a quoted local part and an address literal (`ada@[192.0.2.1]`) are all
         *     valid RFC 5321 mailboxes and all `400` `email: must be a valid email address`.
         * @example ada@example.com
         */
        Email: string;
        /**
         * @description ISO 4217 code of the provider's currency. Amounts are in its minor units by its exponent (pence for GBP, none for JPY, three for KWD).
         * @example GBP
         */
        Currency: string;
        /**
         * @description `Free`: every learner may take every test. `Paid`: taking or viewing a test needs an active plan.
         * @enum {string}
         */
        PlatformType: "Free" | "Paid";
        GetSubdomainRequest: {
            /**
             * @description The browser's hostname (no scheme, no port).
             * @example acme.example.com
             */
            host: string;
        };
        GetSubdomainResponse: {
            data: {
                /**
                 * Format: uuid
                 * @description The provider's subdomain id.
                 */
                _id: string;
            };
        };
        SubDomainDetails: {
            /** Format: uuid */
            _id: string;
            /** @description The provider's display name. */
            sub_domain_name: string;
            platform_type: components["schemas"]["PlatformType"];
            /** @description The provider's plans in display order. */
            plans: components["schemas"]["Plan"][];
        };
        SubDomainDetailsResponse: {
            subDomain: components["schemas"]["SubDomainDetails"];
        };
        /** @description The merged design-token tree (base tokens deep-merged with the provider's overrides; the base set and each token's role are in shared/theme/base-tokens.ts). Leaves are CSS values and become CSS custom properties named from their path (color.brand.primary -> --color-brand-primary). */
        ThemeTokens: {
            color: components["schemas"]["ThemeTokenGroup"];
            font: components["schemas"]["ThemeTokenGroup"];
            radius: components["schemas"]["ThemeTokenGroup"];
            space: components["schemas"]["ThemeTokenGroup"];
            shadow: components["schemas"]["ThemeTokenGroup"];
            layout: components["schemas"]["ThemeTokenGroup"];
            motion: components["schemas"]["ThemeTokenGroup"];
        };
        /** @description One group of tokens; each key is a CSS value or a sub-group of CSS values (for example color.brand). */
        ThemeTokenGroup: {
            [key: string]: string | components["schemas"]["ThemeTokenLeaves"];
        };
        /** @description A sub-group of tokens, each a CSS value. */
        ThemeTokenLeaves: {
            [key: string]: string;
        };
        /** @description A web font served for the provider. */
        TenantFont: {
            family: string;
            /** @description URL of the .woff2 file (may be relative). */
            url: string;
            weight: number;
            /** @enum {string} */
            style: "normal" | "italic";
        };
        /** @description Which areas of the app the provider offers. */
        FeatureFlags: {
            recharge: boolean;
            specialityModules: boolean;
            reports: boolean;
            leaderboard: boolean;
            tickets: boolean;
            membership: boolean;
            calculator: boolean;
            notes: boolean;
            /** @description Create Test, learners building their own tests from the practice pool. */
            createTest: boolean;
            /** @description Tutor mode for learners' own tests. */
            tutorMode: boolean;
            /** @description The review deck of questions answered wrong or unsure. */
            reviewDeck: boolean;
            /** @description How the provider's learners answered each question, on check answers. */
            peerAnswers: boolean;
        };
        SupportContact: {
            /** Format: email */
            email: string;
            phone: string | null;
        };
        /** @description The public part of the provider's manifest. */
        TenantManifest: {
            /**
             * @description The provider's folder name, a short lower-case key.
             * @example acme
             */
            slug: string;
            /**
             * Format: uuid
             * @description The provider's subdomain id (the `subdomain` parameter of other calls).
             */
            subdomainId: string;
            /** @description The provider's name. */
            name: string;
            platformType: components["schemas"]["PlatformType"];
            /** @description Top of the summary tree, for example "Medicine". */
            domain: string;
            /**
             * @description The provider's default language (BCP 47).
             * @enum {string}
             */
            locale: "en-GB" | "ar" | "en-XA";
            /** @description The languages a learner may choose, the default among them. */
            languages: ("en-GB" | "ar" | "en-XA")[];
            currency: components["schemas"]["Currency"];
            /** @description Logo URL (may be relative). */
            logo: string;
            /** @description Alternative text of the logo (the provider name unless set). */
            logoAlt: string;
            /** @description True when the logo is a wordmark that already spells the provider's name, so the name need not be shown beside it. */
            logoShowsName: boolean;
            /** @description Favicon URL (may be relative). */
            favicon: string;
            theme: components["schemas"]["ThemeTokens"];
            fonts: components["schemas"]["TenantFont"][];
            /** @description Overrides of user-interface strings by i18n key (namespace:key). */
            copy: {
                [key: string]: string;
            };
            features: components["schemas"]["FeatureFlags"];
            support: components["schemas"]["SupportContact"];
            /**
             * @description The landing page's hero as the provider's folder has it, so the landing paints its heading,
             *     tagline and banner at once; the website content call (homePage) stays the source of truth
             *     and replaces it when it answers.
             */
            hero?: {
                heading: string;
                tagline: string;
                /**
                 * @description Hero image URL (may be relative).
                 * @example /tenant-assets/hero.svg?v=1a2b3c4d
                 */
                bannerImage: string;
            };
        };
        RegisterRequest: {
            first_name: string;
            last_name: string;
            /**
             * Format: date
             * @description Date of birth, from 1900-01-01 to today (UTC); otherwise `400` naming `dob`.
             */
            dob: string;
            /**
             * @description E.164 (+, the country calling code, then the number; at most 15 digits in all), and a valid number for its country (libphonenumber's numbering plans); otherwise 400 naming `mobile`.
             * @example +447400123456
             */
            mobile: string;
            /** @description The browser's hostname (the spec sends the host here); must be a host of the provider that owns the request's host. */
            subdomain: string;
            email: components["schemas"]["Email"];
            password: components["schemas"]["NewPassword"];
        };
        RegisterResponse: {
            /** @example OTP sent to the mail */
            message: string;
            /** @description The email the code was sent to. */
            email: components["schemas"]["Email"];
            registration: components["schemas"]["RegistrationSecret"];
        };
        VerifyEmailRequest: {
            email: components["schemas"]["Email"];
            /** @description The 4-digit code. */
            otp: string;
            registration: components["schemas"]["RegistrationSecret"];
        };
        /**
         * @description A secret naming one sign-up, given only to the client that made it (256 random bits,
         *     base64url; the server keeps only its hash). It is sent back with the emailed code to verify
         *     the email, and proves that the sign-up whose details the account receives was made by the
         *     browser that received the code. Valid 24 hours; void once any sign-up of the email is verified.
         * @example 3q2-7wEjR6mYB0l1d9Cq0xk8bN4uVw5ZfXcT2aHpLsE
         */
        RegistrationSecret: string;
        ResendOtpRequest: {
            email: components["schemas"]["Email"];
            /** @description Accepted for compatibility and ignored. */
            otp?: string;
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            /** @description Not length-checked beyond 128 at sign-in, so older passwords still work. */
            password: string;
            /** @description The browser's hostname; must be a host of the provider that owns the request's host. */
            host: string;
        };
        /** @description A signed-in session. */
        AuthSession: {
            /** @description Access token (15 minutes) for the Authorization header. */
            token: string;
            /** @description Rotating refresh token (30 days) for refreshToken. */
            refreshToken: string;
            user: components["schemas"]["User"];
        };
        ForgotPasswordRequest: {
            email: components["schemas"]["Email"];
        };
        ForgotPasswordResponse: {
            /** @description Always true on 200 (the answer does not reveal whether the email has an account). */
            success: boolean;
            /**
             * @example If the email has an account
             * @example a code has been sent to it.
             */
            message: string;
        };
        SubmitOtpRequest: {
            email: components["schemas"]["Email"];
            /** @description The 4-digit code. */
            otp: string;
        };
        SubmitOtpResponse: {
            /** @description Always true on 200. */
            success: boolean;
            message: string;
            /** @description Single-use token for resetPassword, valid 15 minutes. */
            resetToken: string;
        };
        ResetPasswordRequest: {
            email: components["schemas"]["Email"];
            /** @description The new password. */
            password: components["schemas"]["NewPassword"];
            /** @description The resetToken from submitOtpToForgotPassword. */
            resetToken: string;
        };
        RefreshTokenRequest: {
            refreshToken: string;
        };
        LogoutRequest: {
            refreshToken: string;
        };
        TokenPair: {
            /** @description New access token (15 minutes). */
            token: string;
            /** @description New refresh token (30 days); the one sent is retired. */
            refreshToken: string;
        };
        /**
         * @description A password being set (`registerUser`, `resetPassword`, `changePassword`): 8 to 128
         *     characters, and none of these, each a `400` naming the field: one of the 50,000 most common
         *     passwords of 8 characters or more (Mozilla's fxa-common-password-list, drawn from OWASP
         *     SecLists; compared as typed and in lower case), `password: is one of the most common
         *     passwords, so choose one that is harder to guess`; the account's email address or the part
         *     before its `@` (in any case), `password: must not be your email address`.
         */
        NewPassword: string;
        /** @description A signed-in user (learner or staff member) of the provider. */
        User: {
            /** Format: uuid */
            _id: string;
            first_name: string;
            last_name: string;
            /** @description Country calling code and number, digits with an optional leading +. */
            mobile: string;
            /**
             * Format: date
             * @description Date of birth; null only for staff accounts created without one.
             */
            dob: string | null;
            email: components["schemas"]["Email"];
            /**
             * @description Picture URL (may be relative). Exactly `/default-profile.svg` when the user has not uploaded a picture (the client shows its default image).
             * @example /default-profile.svg
             */
            profile_url: string;
            /**
             * Format: uuid
             * @description The provider's subdomain id.
             */
            subdomain: string;
            /** @description True when the subscription's expiry is in the future (computed at each call, never stored). */
            is_active_plan: boolean;
            /**
             * @description `User` for learners, `Staff` for the provider's staff (subadmins).
             * @enum {string}
             */
            role: "User" | "Staff";
            /** @description The learner's choice in My Account to be shown to other learners on the leaderboard as `Learner` instead of by name (they still see their own row as `You`). False until they choose it; always false for staff. */
            leaderboard_name_hidden: boolean;
            /**
             * @description The account's language, a BCP 47 tag of the product (`en-GB`, `ar`, `en-XA`), set at sign-up from the language the learner signed up in and changed with updateProfile. Mail to the account is in it while the provider offers it (else in the language of the request that causes it, else the provider's default). Null when never set (accounts made before languages, staff).
             * @example ar
             */
            language?: string | null;
        };
        UserResponse: {
            user: components["schemas"]["User"];
        };
        /** @description multipart/form-data fields of updateProfile. Every field is optional; one left out keeps its value. */
        UpdateProfileForm: {
            first_name?: string;
            last_name?: string;
            /** @description E.164 (+, the country calling code, then the number; at most 15 digits in all), and a valid number for its country (libphonenumber's numbering plans); otherwise 400 naming `mobile`. */
            mobile?: string;
            /**
             * Format: date
             * @description Date of birth, from 1900-01-01 to today (UTC); otherwise `400` naming `dob`.
             */
            dob?: string;
            /**
             * Format: binary
             * @description New profile picture (PNG, JPEG, WebP, GIF, AVIF or HEIC by content, at most 5 MB). Omit to keep the current one.
             */
            image?: string;
            /**
             * @description `true` to be shown to other learners on the leaderboard as `Learner`, `false` to be shown by name (as the provider's folder names learners). Omit to keep the current choice.
             * @enum {string}
             */
            leaderboard_name_hidden?: "true" | "false";
            /**
             * @description The account's language, one of the provider's languages (its `languages`, as a BCP 47 tag, e.g. `ar`); otherwise `400` naming `language`. Omit to keep the current one.
             * @example ar
             */
            language?: string;
        };
        UpdateProfileResponse: {
            /**
             * @description Success text shown as a toast.
             * @example Profile updated successfully
             */
            status: string;
            user: components["schemas"]["User"];
        };
        ChangePasswordRequest: {
            /** @description The current password. */
            old_password: string;
            /** @description The new password; also not the current one. */
            password: components["schemas"]["NewPassword"];
            /** @description Must equal password. */
            confirm_password: string;
        };
        ChangePasswordResponse: {
            /** @example Password changed successfully */
            message: string;
            /** @description New access token for this device. */
            token: string;
            /** @description New refresh token for this device; all earlier ones are revoked. */
            refreshToken: string;
        };
        /**
         * @description Kind of test.
         * @enum {string}
         */
        TestType: "Exam" | "Quiz";
        /**
         * @description Status of a test; only Active tests are ever sent to learners.
         * @enum {string}
         */
        TestStatus: "Active";
        /**
         * @description `Single Choice Question`: exactly one option is right. `Multiple Choice Question`: one
         *     or more options are right. `Sub Questions`: no options; a list of true/false parts.
         * @enum {string}
         */
        QuestionType: "Single Choice Question" | "Multiple Choice Question" | "Sub Questions";
        /**
         * @description Confidence in an answer. I KNOW IT (default) counts 100, THINK SO 67, NOT SURE 33, NO IDEA 0.
         * @enum {string}
         */
        ConfidenceLabel: "I KNOW IT" | "THINK SO" | "NOT SURE" | "NO IDEA";
        /**
         * @description Score of one answer.
         * @enum {string}
         */
        AnswerStatus: "Correct" | "Partial" | "Wrong";
        /** @description The caller's latest report of a test. */
        TestReportLink: {
            /**
             * Format: uuid
             * @description Report id (for getReport).
             */
            _id: string;
            /**
             * Format: date-time
             * @description When it was submitted (shown as Completed On).
             */
            createdAt: string;
            percentage: number;
        };
        /** @description A test without its questions. */
        Test: {
            /** Format: uuid */
            _id: string;
            test_name: string;
            test_type: components["schemas"]["TestType"];
            status: components["schemas"]["TestStatus"];
            /** @description Allotted time in minutes. */
            duration_in_mins: number;
            number_of_questions: number;
            /** @description Whether the caller has submitted this test at least once. */
            attempted: boolean;
            /** Format: date-time */
            createdAt: string;
            subdomain_reference: components["schemas"]["SubdomainRef"];
        };
        /** @description A test in the tests list, with the caller's latest report. */
        TestListItem: {
            /** Format: uuid */
            _id: string;
            test_name: string;
            test_type: components["schemas"]["TestType"];
            status: components["schemas"]["TestStatus"];
            duration_in_mins: number;
            number_of_questions: number;
            attempted: boolean;
            /** Format: date-time */
            createdAt: string;
            subdomain_reference: components["schemas"]["SubdomainRef"];
            /** @description The caller's latest practice-mode report of this test, or null when none. */
            report: components["schemas"]["TestReportLink"] | null;
        };
        TestsResponse: {
            tests: components["schemas"]["TestListItem"][];
        };
        /** @description The subtopic a question belongs to. */
        SubTopicRef: {
            /** Format: uuid */
            _id: string;
            sub_topic_name: string;
        };
        /** @description One true/false part of a Sub Questions question, as sent before submission. */
        SubQuestion: {
            /** @description Sanitised HTML. */
            question: string;
        };
        /** @description A question as sent before submission; never carries correct answers or explanations. */
        Question: {
            /** Format: uuid */
            _id: string;
            /** @description Question text, sanitised HTML. */
            question: string;
            question_type: components["schemas"]["QuestionType"];
            /** @description Option texts, lettered A to P in this order; empty for Sub Questions. */
            options: string[];
            /** @description Image URLs (may be relative). */
            images: string[];
            /** @description The true/false parts of a Sub Questions question; empty otherwise. */
            sub_questions: components["schemas"]["SubQuestion"][];
            sub_topic_reference: components["schemas"]["SubTopicRef"];
        };
        /** @description A test with its questions in order. */
        TestWithQuestions: {
            /** Format: uuid */
            _id: string;
            test_name: string;
            test_type: components["schemas"]["TestType"];
            status: components["schemas"]["TestStatus"];
            duration_in_mins: number;
            number_of_questions: number;
            attempted: boolean;
            /** Format: date-time */
            createdAt: string;
            subdomain_reference: components["schemas"]["SubdomainRef"];
            /** @description The questions in order; their positions index the answers of saveTestProgress and submitTest. */
            questions_reference: components["schemas"]["Question"][];
        };
        /**
         * @description In-progress state of one question (item i of the list is question i). Single choice uses
         *     `selectedOption`; multiple choice uses `selectedOptions`; Sub Questions use `selected`
         *     (one entry per part: true, false or null when not answered yet). Unused fields hold
         *     null or [].
         */
        ProgressAnswer: {
            /** @description 0-based option index (A = 0), or null. */
            selectedOption: number | null;
            /** @description 0-based option indexes chosen. */
            selectedOptions: number[];
            /** @description One entry per sub-question part. */
            selected: (boolean | null)[];
            questionFlagged: boolean;
            confidence: components["schemas"]["ConfidenceLabel"];
            /**
             * @description Whether the learner chose `confidence` (touched the control) rather than left the default.
             *     Absent (progress saved by an older app) reads as false. Only chosen confidence counts in
             *     the report's confidence figure and in calibration.
             */
            confidenceChosen?: boolean;
            note: string;
        };
        /** @description Progress last saved with saveTestProgress. */
        SavedProgress: {
            answers: components["schemas"]["ProgressAnswer"][];
            /** @description 0-based index of the question that was open. */
            currentQuestion: number;
            /** Format: date-time */
            savedAt: string;
        };
        /** @description The caller's open attempt of a test. */
        Attempt: {
            /** @enum {string} */
            mode: "practice" | "recharge" | "custom";
            /**
             * Format: date-time
             * @description When the attempt started (server time).
             */
            startedAt: string;
            /**
             * Format: date-time
             * @description startedAt + duration_in_mins (server time). Submissions up to 30 s later count in full; later ones are scored with time capped.
             */
            deadline: string;
            /**
             * Format: date-time
             * @description The server's clock when answering, to correct the client's countdown for clock skew.
             */
            serverTime: string;
            /** @description Saved progress to resume from, or null when nothing was saved. */
            progress: components["schemas"]["SavedProgress"] | null;
            /** @description A tutor-mode test's answers the learner has confirmed, each scored and final (present for tutor-mode tests only, [] before the first). */
            tutor?: components["schemas"]["TutorFeedback"][];
        };
        GetTestResponse: {
            test: components["schemas"]["TestWithQuestions"];
            attempt: components["schemas"]["Attempt"];
        };
        SaveProgressRequest: {
            /** @description Exactly one item per question, in the order of questions_reference. */
            answers: components["schemas"]["ProgressAnswer"][];
            /** @description 0-based index of the question on screen; 0 when omitted. */
            currentQuestion?: number;
        };
        SaveProgressResponse: {
            /** Format: date-time */
            savedAt: string;
            /**
             * Format: date-time
             * @description The attempt's deadline (unchanged by saving).
             */
            deadline: string;
        };
        /** @description Single or multiple choice: the 0-based indexes of the chosen options (A = 0); [] when unanswered; at most one for single choice. */
        OptionSelection: number[];
        /** @description Sub Questions: one entry per part in order: the text 'true' or 'false', or null when unanswered. */
        SubQuestionSelection: ("true" | "false" | null)[];
        /** @description The chosen answer; which shape applies follows the question's question_type. */
        SubmissionSelection: components["schemas"]["OptionSelection"] | components["schemas"]["SubQuestionSelection"];
        /** @description The submitted answer to one question (item i answers question i of questions_reference). */
        SubmissionAnswer: {
            /**
             * Format: uuid
             * @description Optional; when sent, must be the _id of the question at this position.
             */
            question?: string;
            comment: components["schemas"]["ConfidenceLabel"];
            /**
             * @description Whether the learner chose `comment` (touched the confidence control) rather than left the
             *     default, I KNOW IT. Absent reads as false. Only chosen confidence counts in the report's
             *     confidence figure and in calibration.
             */
            confidenceChosen?: boolean;
            /** @description Whether the question was flagged. */
            flag: boolean;
            selected: components["schemas"]["SubmissionSelection"];
            /** @description The learner's note ('' when none). */
            notes: string;
        };
        SubmitTestRequest: {
            /** @description Exactly one item per question, in the order of questions_reference. */
            response: components["schemas"]["SubmissionAnswer"][];
            /** @description Elapsed time as minutes.seconds (12.35 = 12 min 35 s). Informational; the server measures the time itself. */
            timeTaken: number;
        };
        SubmitTestResponse: {
            /**
             * Format: uuid
             * @description The report id (for getReport).
             */
            reportcard: string;
            /** @example Test submitted successfully */
            message: string;
        };
        /** @description The subtopic of a reviewed question with its reference links and images. */
        SubTopicReference: {
            /** Format: uuid */
            _id: string;
            sub_topic_name: string;
            /** @description Reference link URLs. */
            references: string[];
            /** @description Reference image URLs (may be relative). */
            images: string[];
        };
        /** @description One true/false part of a Sub Questions question, with its key. */
        ReviewedSubQuestion: {
            /** @description Sanitised HTML. */
            question: string;
            /** @description Explanation of the part's answer (sanitised HTML), or null. */
            answer: string | null;
            /**
             * @description The right answer as text.
             * @enum {string}
             */
            correct_option: "true" | "false";
        };
        /** @description A question as reviewed in a report, with its key and explanation. */
        ReviewedQuestion: {
            /** Format: uuid */
            _id: string;
            /** @description Sanitised HTML. */
            question: string;
            question_type: components["schemas"]["QuestionType"];
            options: string[];
            /** @description Single choice: 0-based index of the right option; null for other types. */
            correct_option: number | null;
            /** @description Multiple choice: 0-based indexes of the right options; for single choice the one index; [] for Sub Questions. */
            correct_options: number[];
            images: string[];
            sub_questions: components["schemas"]["ReviewedSubQuestion"][];
            explanation: {
                /** @description Explanation, sanitised HTML ('' when none). */
                description: string;
            };
            sub_topic_reference: components["schemas"]["SubTopicReference"];
        };
        /** @description The scored answer to one question of a report. */
        ReportAnswer: {
            /**
             * Format: uuid
             * @description The question's _id.
             */
            question: string;
            status: components["schemas"]["AnswerStatus"];
            selected: components["schemas"]["SubmissionSelection"];
            flag: boolean;
            notes: string;
            comment: components["schemas"]["ConfidenceLabel"];
            /** @description Whether the learner chose `comment`; false when left at the default, and for answers stored before the choice was recorded. */
            confidenceChosen: boolean;
            peers?: components["schemas"]["PeerAnswers"];
        };
        /**
         * @description How this provider's learners answered the question, from each learner's first answer to it
         *     in a submitted test. Present only once at least 10 learners have answered it, and only where
         *     the provider shows it.
         */
        PeerAnswers: {
            /** @description How many learners answered it. */
            learners: number;
            /** @description The share of them who got it right (Correct), in percent. */
            correct: number;
            /** @description For single and multiple choice, the share of them who chose each option, in percent, in option order; [] for Sub Questions. */
            options: number[];
        };
        /** @description A tutor-mode answer to one question, confirmed by the learner. */
        TutorAnswerRequest: {
            /** @description The question's 0-based position in questions_reference. */
            position: number;
            selected: components["schemas"]["SubmissionSelection"];
            comment: components["schemas"]["ConfidenceLabel"];
            confidenceChosen?: boolean;
            flag: boolean;
            /** @description The learner's note ('' when none). */
            notes: string;
        };
        /** @description A tutor-mode answer, scored and final, with the question's key, explanation and references. */
        TutorFeedback: {
            position: number;
            answer: components["schemas"]["ReportAnswer"];
            question: components["schemas"]["ReviewedQuestion"];
        };
        /** @description The test of a report, with its reviewed questions. */
        ReportTest: {
            /** Format: uuid */
            _id: string;
            test_name: string;
            test_type: components["schemas"]["TestType"];
            number_of_questions: number;
            duration_in_mins: number;
            /** Format: date-time */
            updatedAt: string;
            /** @description The reviewed questions, in the same order as the report's answers. */
            questions_reference: components["schemas"]["ReviewedQuestion"][];
        };
        /** @description A scored submission of the caller. */
        Report: {
            /** Format: uuid */
            _id: string;
            test: components["schemas"]["ReportTest"];
            /**
             * @description Whether the attempt was a practice or a recharge attempt, or of the caller's own test (custom).
             * @enum {string}
             */
            mode: "practice" | "recharge" | "custom";
            answers: components["schemas"]["ReportAnswer"][];
            /** @description Number of questions. */
            total: number;
            /** @description Number of questions answered. */
            attempt: number;
            /** @description Number of Correct answers (shown as Score). */
            correct_answers: number;
            /** @description Number of Partial answers. */
            partial_answers: number;
            /** @description Number of Wrong answers, unanswered ones included. */
            wrong_answers: number;
            /** @description correct_answers / total × 100. */
            percentage: number;
            /**
             * @description Mean confidence of the answers whose confidence the learner chose, 0 to 100 (shown as
             *     Performance); 0 when confidenceAnswers is 0, which means no figure, not 0 %.
             */
            confidence: number;
            /**
             * @description How many answers' confidence the learner chose (touched the control). 0 for reports
             *     stored before the choice was recorded: their defaults cannot be told from choices.
             */
            confidenceAnswers: number;
            /** @description Time taken measured by the server, as minutes.seconds, capped at the allotted time. */
            timeTaken: number;
            /**
             * @description How the attempt ended: `learner`, submitted in time; `late`, submitted after the
             *     deadline and its 30-second grace, so scored on the answers saved by the deadline;
             *     `server`, never submitted, so closed by the server when time ran out, from the last
             *     saved answers.
             * @enum {string}
             */
            closedBy: "learner" | "late" | "server";
            /** Format: date-time */
            createdAt: string;
        };
        ReportResponse: {
            report: components["schemas"]["Report"];
        };
        /**
         * @description Which questions of the chosen subtopics a built test draws from, by the caller's latest
         *     answer to each in any submitted test of this provider: `all` (the whole practice pool),
         *     `unused` (never in a submitted test of the caller), `wrong` (latest answer Wrong or
         *     Partial, something chosen), `flagged` (latest answer flagged), `lowConfidence` (latest
         *     answer with a chosen confidence of NOT SURE or NO IDEA).
         * @enum {string}
         */
        QuestionFilter: "all" | "unused" | "wrong" | "flagged" | "lowConfidence";
        /**
         * @description `timed`: the provider's time per question, counted down; `tutor`: each answer scored and explained as it is confirmed, and then final; untimed.
         * @enum {string}
         */
        BuiltTestMode: "timed" | "tutor";
        /** @description How many questions of the practice pool each filter holds, for the caller. */
        PoolCounts: {
            all: number;
            unused: number;
            wrong: number;
            flagged: number;
            lowConfidence: number;
        };
        PoolSubtopic: {
            /** Format: uuid */
            _id: string;
            sub_topic_name: string;
            counts: components["schemas"]["PoolCounts"];
        };
        PoolTopic: {
            /** Format: uuid */
            _id: string;
            topic_name: string;
            subtopics: components["schemas"]["PoolSubtopic"][];
        };
        /** @description What Create Test offers the caller. */
        CreateTestOptions: {
            /** @description The most questions a built test may hold (the provider's limit). */
            maxQuestions: number;
            /** @description A timed test's time per question; its duration is this times its questions, rounded up to whole minutes. */
            secondsPerQuestion: number;
            modes: components["schemas"]["BuiltTestMode"][];
            /** @description The pool's topics and subtopics in bank order; a subtopic with no practice question is left out, and a topic with none. */
            topics: components["schemas"]["PoolTopic"][];
        };
        CreateTestRequest: {
            /** @description Subtopic ids (from getCreateTestOptions). */
            subtopics: string[];
            questions: components["schemas"]["QuestionFilter"];
            /** @description How many questions; at most the provider's `maxQuestions` and the questions that match. */
            count: number;
            mode: components["schemas"]["BuiltTestMode"];
        };
        ReviewTestRequest: {
            mode: components["schemas"]["BuiltTestMode"];
        };
        /** @description A test the caller built; open it with getTest in mode `custom`. */
        BuiltTest: {
            /** Format: uuid */
            _id: string;
            test_name: string;
            tutor: boolean;
            number_of_questions: number;
            /** @description A timed test's allotted time; a tutor test's is a week (it informs only). */
            duration_in_mins: number;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One of the caller's own tests, with whether it is open and its report. */
        MyTest: {
            /** Format: uuid */
            _id: string;
            test_name: string;
            tutor: boolean;
            number_of_questions: number;
            duration_in_mins: number;
            /** Format: date-time */
            createdAt: string;
            /** @description The caller has an attempt of it open (resume it). */
            open: boolean;
            /** @description The caller's report of it, or null before it is submitted. */
            report: components["schemas"]["TestReportLink"] | null;
        };
        MyTestsResponse: {
            /** @description The caller's own tests, newest first (at most 100). */
            tests: components["schemas"]["MyTest"][];
        };
        /** @description The caller's review deck. */
        ReviewDeck: {
            /** @description Questions due for review now. */
            due: number;
            /** @description Questions in the deck, due or not. */
            scheduled: number;
            /**
             * Format: date-time
             * @description When the next question that is not yet due falls due; null when none.
             */
            nextDue: string | null;
        };
        LowestReportResponse: {
            /**
             * Format: uuid
             * @description The test of the caller's lowest report, or null when the caller has none.
             */
            testId: string | null;
        };
        /** @description How many Active tests of a kind exist and how many the caller attempted. */
        TestCount: {
            count: number;
            /** @description How many of them the caller has submitted at least once. */
            attempted: number;
            /** @description attempted / count × 100 (0 when count is 0). */
            attemptedPercentage: number;
        };
        /** @description A recent result on the dashboard. */
        DashboardReport: {
            /**
             * Format: uuid
             * @description Report id.
             */
            _id: string;
            test: {
                /** Format: uuid */
                _id: string;
                test_name: string;
                test_type: components["schemas"]["TestType"];
                number_of_questions: number;
            };
            total: number;
            /** @description Shown as Score. */
            correct_answers: number;
            percentage: number;
            /** Format: date-time */
            createdAt: string;
        };
        DashboardData: {
            exam: components["schemas"]["TestCount"];
            totalExam: components["schemas"]["TestCount"];
            quiz: components["schemas"]["TestCount"];
            /** @description The caller's 5 most recent reports, newest first. */
            reports: components["schemas"]["DashboardReport"][];
            /** @description The 5 most recently created Active tests, newest first. */
            tests: components["schemas"]["Test"][];
            /** @description The caller's 5 newest tickets, newest first. */
            tickets: components["schemas"]["TicketListItem"][];
        };
        DashboardResponse: {
            data: components["schemas"]["DashboardData"];
        };
        LeaderboardEntry: {
            /** @description Real rank among the provider's learners (1 is best). */
            rank: number;
            /** @description `You` for the caller; `Learner` for a learner who hides their name; otherwise as the provider's folder names learners: first name and last-name initial (`Ada L.`, the default), full name (`Ada Lovelace`) or initials (`A. L.`). */
            name: string;
            /** @description Mean report percentage. */
            performance: number;
            /** @description Distinct tests attempted / Active tests × 100. */
            attemptedPercentage: number;
        };
        LeaderboardResponse: {
            data: components["schemas"]["LeaderboardEntry"][];
        };
        ProficiencyListItem: {
            /**
             * Format: uuid
             * @description Report id (for getProficiencyDetail).
             */
            _id: string;
            test: {
                /** Format: uuid */
                _id: string;
                test_name: string;
                duration_in_mins: number;
            };
            total: number;
            correct_answers: number;
            percentage: number;
            /** Format: date-time */
            createdAt: string;
        };
        ProficiencyListResponse: {
            reports: components["schemas"]["ProficiencyListItem"][];
        };
        SubtopicProficiency: {
            /** @description Subtopic name. */
            subtopic: string;
            percent: number;
        };
        TopicProficiency: {
            /** @description Topic name. */
            topic: string;
            percent: number;
            /** @description The topic's subtopics met in this report. */
            subtopic: components["schemas"]["SubtopicProficiency"][];
        };
        ProficiencyDetail: {
            exam_name: string;
            overall_percentage: number;
            topic_wise: components["schemas"]["TopicProficiency"][];
        };
        ProficiencyDetailResponse: {
            data: components["schemas"]["ProficiencyDetail"];
        };
        MonthlyCount: {
            /**
             * @description Calendar month (UTC) as YYYY-MM.
             * @example 2025-03
             */
            month: string;
            count: number;
        };
        MonthlyCountsResponse: {
            /** @description 12 months, oldest first. */
            data: components["schemas"]["MonthlyCount"][];
        };
        PieChartData: {
            /** @description The report's confidence percentage, from the answers whose confidence the learner chose (0 when confidence_answers is 0). */
            confidence: number;
            /** @description How many of the report's answers had a confidence the learner chose; 0 means the report has no confidence figure. */
            confidence_answers: number;
            test_name: string;
            /** @description Number of questions. */
            total: number;
            /** @description Number of Correct answers. */
            correct_answer: number;
            /** @description The doughnut values [confidence, 100 - confidence]. */
            graphdata: number[];
        };
        PieChartResponse: {
            /** @description Null when the caller has no report. */
            data: components["schemas"]["PieChartData"] | null;
        };
        /** @description Parallel arrays, one entry per report, oldest first. */
        ConfidenceChartData: {
            /** @description Performance (report percentage). */
            uData: number[];
            /** @description Confidence percentage, from the answers whose confidence the learner chose; null for a report where they chose none. */
            pData: (number | null)[];
            /** @description Time taken in decimal minutes. */
            qData: number[];
            /** @description Test names. */
            xLabels: string[];
        };
        ConfidenceChartResponse: {
            data: components["schemas"]["ConfidenceChartData"];
        };
        /**
         * @description A confidence label a learner gives an answer.
         * @enum {string}
         */
        ConfidenceLevel: "I KNOW IT" | "THINK SO" | "NOT SURE" | "NO IDEA";
        CalibrationLevel: {
            level: components["schemas"]["ConfidenceLevel"];
            /** @description What the level claims, in percent (I KNOW IT 100, THINK SO 67, NOT SURE 33, NO IDEA 0). */
            expected: number;
            /** @description Answers given with this level that the learner chose (a confidence left at the default does not count). */
            answers: number;
            /** @description Of them, Correct (Partial counts as not correct). */
            correct: number;
            /** @description correct / answers × 100, 2 decimals; null when answers is 0. */
            accuracy: number | null;
        };
        CalibrationMonth: {
            /** @description Calendar month (UTC) as YYYY-MM. */
            month: string;
            /** @description The four levels, in the order I KNOW IT, THINK SO, NOT SURE, NO IDEA. */
            levels: components["schemas"]["CalibrationLevel"][];
        };
        CalibrationData: {
            /** @description The four levels over all the caller's reports, in the order I KNOW IT, THINK SO, NOT SURE, NO IDEA. */
            overall: components["schemas"]["CalibrationLevel"][];
            /** @description The last 6 months, oldest first. */
            months: components["schemas"]["CalibrationMonth"][];
        };
        CalibrationResponse: {
            data: components["schemas"]["CalibrationData"];
        };
        /** @description One of the caller's results in their history. */
        ReportHistoryItem: {
            /**
             * Format: uuid
             * @description Report id.
             */
            _id: string;
            test: {
                /** Format: uuid */
                _id: string;
                test_name: string;
                test_type: components["schemas"]["TestType"];
            };
            /**
             * @description `Topic` for a topic's practice test (Speciality Modules), `Custom` for a test the caller built (Create Test, the review deck), else the test's type.
             * @enum {string}
             */
            kind: "Exam" | "Quiz" | "Topic" | "Custom";
            total: number;
            /** @description Shown as Score. */
            correct_answers: number;
            percentage: number;
            /**
             * Format: date-time
             * @description When the attempt was submitted (or closed).
             */
            createdAt: string;
        };
        ReportHistoryResponse: {
            reports: components["schemas"]["ReportHistoryItem"][];
            /**
             * Format: uuid
             * @description The `after` of the next page, or null on the last page.
             */
            next: string | null;
        };
        SpecialityTopic: {
            /** Format: uuid */
            _id: string;
            topic_name: string;
            subtopic_count: number;
            questionCount: number;
            /** @description Sanitised HTML. */
            description: string;
        };
        TopicsResponse: {
            topics: components["schemas"]["SpecialityTopic"][];
        };
        SpecialitySubtopic: {
            /** Format: uuid */
            _id: string;
            sub_topic_name: string;
            /** @description Active questions in the subtopic (those of Active tests or open to practice). */
            questionCount: number;
            /**
             * Format: uuid
             * @description Beyond the spec: the Quiz that practises this subtopic alone (every question of it that
             *     is not held back for Exams), taken through take-test like any test; null when it has none.
             */
            practice_test_id: string | null;
        };
        TopicImage: {
            /** @description The image's address on the provider's host. */
            url: string;
            /** @description What the image shows, from the provider's content. */
            alt: string;
        };
        SpecialityTopicDetail: {
            /** Format: uuid */
            _id: string;
            topic_name: string;
            subtopic_count: number;
            questionCount: number;
            /** @description Sanitised HTML. */
            description: string;
            /** @description The carousel's images, each with its alt text. */
            images: components["schemas"]["TopicImage"][];
            /**
             * Format: uuid
             * @description Beyond the spec: the Quiz that practises the whole topic (every question of it that is not
             *     held back for Exams), taken through take-test with unlimited attempts; null when it has none.
             */
            practice_test_id: string | null;
            /** @description Reference link URLs; the list is hidden when empty. */
            references: string[];
            subtopics: components["schemas"]["SpecialitySubtopic"][];
        };
        TopicResponse: {
            topic: components["schemas"]["SpecialityTopicDetail"];
        };
        SubtopicSummary: {
            sub_topic_name: string;
            questionsCount: number;
        };
        TopicSummary: {
            questionsCount: number;
            subtopics: components["schemas"]["SubtopicSummary"][];
        };
        Summary: {
            /** @description Top of the tree, from the provider's manifest. */
            domain: string;
            /** @description The provider's subdomain name. */
            subdomain: string;
            /** @description Topics keyed by topic name, in alphabetical key order. */
            topics: {
                [key: string]: components["schemas"]["TopicSummary"];
            };
        };
        SummaryResponse: {
            summary: components["schemas"]["Summary"];
        };
        /** @description A membership plan of the provider. */
        Plan: {
            /** Format: uuid */
            _id: string;
            /**
             * @description Plan name.
             * @example Standard
             */
            name: string;
            /**
             * @description Price in major units of the currency (29.99 GBP, 1999 JPY).
             * @example 29.99
             */
            price: number;
            /**
             * @description Price in minor units of the currency (pence for GBP); the amount actually charged.
             * @example 2999
             */
            price_minor: number;
            currency: components["schemas"]["Currency"];
            /**
             * @description Label of the period; also sent as `plan_type` at checkout.
             * @example 3 Months
             */
            validity: string;
            /**
             * @description Days the subscription is extended by.
             * @example 90
             */
            validity_days: number;
            /**
             * @description What the plan gives access to (shown after the validity label with 'Access').
             * @example Full
             */
            access: string;
            /** @description Feature lines of the plan card. */
            features: string[];
        };
        SubDomainPlans: {
            /**
             * Format: uuid
             * @description The provider's subdomain id.
             */
            _id: string;
            /** @description The provider's plans in display order; empty when none. */
            plans: components["schemas"]["Plan"][];
        };
        PlansResponse: {
            subDomain: components["schemas"]["SubDomainPlans"];
        };
        /** @description A completed payment of the caller. */
        Transaction: {
            /** Format: uuid */
            _id: string;
            /**
             * @description refunded when the payment was given back; the days it added were taken back.
             * @enum {string}
             */
            status: "paid" | "refunded";
            /**
             * @description The plan's validity label at the time of purchase.
             * @example 3 Months
             */
            plan_type: string;
            /** @description Days the subscription was extended by. */
            validity: number;
            /** @description Amount paid in pounds. */
            amount: number;
            /** @description Amount paid in minor units of the currency (pence for GBP). */
            amount_minor: number;
            currency: components["schemas"]["Currency"];
            /** @description The payment provider's payment id. */
            payment_id: string;
            /**
             * Format: date-time
             * @description Payment date.
             */
            createdAt: string;
            /** @description The provider's sequential invoice number, e.g. INV-000042; null when no invoice was rendered. */
            invoice_number: string | null;
            /** @description Link to the invoice PDF (relative, signed for the caller, valid an hour), or null when none was rendered. */
            invoice_url: string | null;
        };
        /** @description The caller's current subscription. */
        Subscription: {
            /** @description Validity label of the last plan bought. */
            plan_type: string;
            /** @description Amount of the last payment, in pounds. */
            amount: number;
            amount_minor: number;
            currency: components["schemas"]["Currency"];
            /**
             * Format: date-time
             * @description When the plan expires.
             */
            expiry: string;
        };
        TransactionsResponse: {
            transactions: components["schemas"]["Transaction"][];
            /** @description The active subscription, or null when none. */
            subscription: components["schemas"]["Subscription"] | null;
        };
        CheckoutRequest: {
            /** @description The plan's price in pounds as shown (`Plan.price`); must equal the plan's current price, else `409`. */
            price: number;
            /** @description The plan's validity label (informational). */
            plan_type: string;
            /** Format: uuid */
            planId: string;
            /**
             * Format: uuid
             * @description The provider's subdomain id.
             */
            subdomain: string;
            /**
             * Format: uuid
             * @description Must be the caller's own id.
             */
            userId: string;
            /**
             * Format: uri
             * @description The site origin (scheme, host and port, nothing after them) of one of the provider's hosts, for example https://acme.example.com. On a production server only `https` on one of the provider's own hosts (its `hosts` in tenant.yaml) on the default port; in development also `http`, any port and `<slug>.localhost`.
             */
            redirect_url: string;
        };
        CheckoutResponse: {
            /** @description Where the browser must go to pay (absolute, or relative for the sandbox's own checkout page). */
            url: string;
        };
        /** @description The payment provider's event, free-form beyond `id` and `type`. */
        WebhookEvent: {
            /** @description Event id; processing is idempotent by it. */
            id: string;
            /** @description Event type, for example checkout.session.completed. */
            type: string;
        } & {
            [key: string]: unknown;
        };
        WebhookAck: {
            /** @constant */
            received: true;
        };
        /**
         * @description Ticket status; only Open tickets take new messages. List labels: Pending "In Progress", Closed "Issue Resolved", Open "Issue Not Resolved".
         * @enum {string}
         */
        TicketStatus: "Open" | "Pending" | "Closed";
        TicketTopic: {
            /** Format: uuid */
            _id: string;
            topic_name: string;
        };
        TicketTopicsResponse: {
            topics: components["schemas"]["TicketTopic"][];
        };
        /** @description A staff member of the provider. */
        Subadmin: {
            /** Format: uuid */
            _id: string;
            first_name: string;
            last_name: string;
        };
        SubadminsResponse: {
            professors: components["schemas"]["Subadmin"][];
        };
        /** @description The learner who raised a ticket. */
        TicketPerson: {
            /** Format: uuid */
            _id: string;
            first_name: string;
            last_name: string;
        };
        ChatMessage: {
            /** Format: uuid */
            _id: string;
            /**
             * Format: uuid
             * @description The sender's user id (the client right-aligns its own).
             */
            from: string;
            /**
             * @description Whether the sender is the learner or staff.
             * @enum {string}
             */
            from_role: "User" | "Staff";
            /** @description The sender's name as the other side sees it (a staff member's first and last name and role; the learner's name). */
            from_name?: string;
            message: string;
            /** Format: date-time */
            date: string;
        };
        /** @description A ticket without its chat messages. */
        TicketListItem: {
            /** @description Whether the other side (staff for a learner, the learner for staff) has written since the caller last opened the ticket; a ticket staff have never opened is unread to them. */
            unread: boolean;
            /** Format: uuid */
            _id: string;
            topic: components["schemas"]["TicketTopic"];
            subject: string;
            /** @description Plain text. */
            description: string;
            status: components["schemas"]["TicketStatus"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uuid
             * @description The provider's subdomain id.
             */
            subdomain: string;
            /**
             * Format: uuid
             * @description The staff member the ticket was sent to, or null.
             */
            to: string | null;
            /** @description The attached picture, or null: a relative link signed for this ticket that works for 10 to 15 minutes (see getTicketImage), handed only to the ticket's learner and the provider's staff. Read the ticket again for a fresh link. */
            image: string | null;
            user: components["schemas"]["TicketPerson"];
        };
        /** @description A ticket with its chat messages, oldest first. */
        Ticket: {
            /** @description As in the list; always false in get-ticket's answer, which marks the ticket read for the caller. */
            unread: boolean;
            /** Format: uuid */
            _id: string;
            topic: components["schemas"]["TicketTopic"];
            subject: string;
            /** @description Plain text. */
            description: string;
            status: components["schemas"]["TicketStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            subdomain: string;
            /** Format: uuid */
            to: string | null;
            /** @description As in the list; a signed link to the attached picture, or null. */
            image: string | null;
            user: components["schemas"]["TicketPerson"];
            chats: components["schemas"]["ChatMessage"][];
        };
        TicketsResponse: {
            tickets: components["schemas"]["TicketListItem"][];
        };
        TicketResponse: {
            ticket: components["schemas"]["Ticket"];
        };
        /** @description application/json body of createTicket (no image). */
        CreateTicketRequest: {
            subject: string;
            description: string;
            /**
             * Format: uuid
             * @description A ticket topic id of the provider.
             */
            topic: string;
            /**
             * Format: uuid
             * @description A staff member id of the provider (optional).
             */
            to?: string;
        };
        /** @description multipart/form-data fields of createTicket. */
        CreateTicketForm: {
            subject: string;
            description: string;
            /** Format: uuid */
            topic: string;
            /** Format: uuid */
            to?: string;
            /**
             * Format: binary
             * @description Optional image (PNG, JPEG, WebP or GIF, at most 5 MB).
             */
            image?: string;
        };
        CreateTicketResponse: {
            /**
             * @description Success text shown as a toast.
             * @example Ticket created successfully
             */
            message: string;
            ticket: components["schemas"]["Ticket"];
        };
        TicketMessageRequest: {
            message: string;
        };
        TicketStatusRequest: {
            status: components["schemas"]["TicketStatus"];
        };
        /** @description The provider's landing page content. A null image or heading means "use the client's default". */
        LandingContent: {
            /** Format: uuid */
            _id: string;
            /**
             * @description Logo URL (may be relative).
             * @example /tenant-assets/logo.svg?v=1a2b3c4d
             */
            logo: string;
            subdomain_reference: components["schemas"]["SubdomainRef"];
            homePage: {
                heading: string;
                tagline: string;
                /**
                 * @description Hero image URL (may be relative).
                 * @example /tenant-assets/hero.svg?v=1a2b3c4d
                 */
                bannerImage: string;
            };
            aboutUs: {
                /** @description About image URL, or null for the client's default. */
                aboutImage: string | null;
                /** @description About text, sanitised HTML. */
                description: string;
            };
            insightSection: {
                heading: string | null;
                subheading: string | null;
                /** @description Insight image URL, or null for the client's default. */
                insightImage: string | null;
            };
        };
        FooterPage: {
            /** Format: uuid */
            _id: string;
            title: string;
            /** @description Lower-case slug of the page, for example terms-of-use. */
            url: string;
            /** @description Page body, sanitised HTML. */
            description: string;
        };
        FooterPagesResponse: {
            pages: components["schemas"]["FooterPage"][];
        };
        Faq: {
            /** Format: uuid */
            _id: string;
            question: string;
            /** @description Plain text. */
            answer: string;
        };
        FaqsResponse: {
            faqs: components["schemas"]["Faq"][];
        };
        HelpPage: {
            /** @description Null when the provider has no help page. */
            title: string | null;
            /** @description Sanitised HTML; null when the provider has no help page. */
            description: string | null;
            /**
             * @description `No content` when the provider has no help page, otherwise `OK`.
             * @enum {string}
             */
            message: "OK" | "No content";
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            /** @enum {string} */
            database: "ok" | "unreachable";
        };
        Readiness: {
            /**
             * @description `ready`: send traffic here. `draining`: shutting down, finishing what it has. `unavailable`: the database is unreachable or no provider is loaded.
             * @enum {string}
             */
            status: "ready" | "draining" | "unavailable";
            /** @description Why the process is not ready (absent when it is). */
            reason?: string;
        };
    };
    responses: {
        /** @description Bad request: a sentence saying what is wrong with which field, with `fields` naming each field and its own sentence, or a wrong or expired code or token. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The email address must be a valid email address.",
                 *       "fields": {
                 *         "email": "The email address must be a valid email address."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unauthorized: no token, an invalid or expired token, a token of another provider, wrong credentials, or a refresh token that is invalid, expired, revoked or reused. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Your session has expired. Please sign in again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Payment required: the provider's platform is Paid and the caller has no active plan; the client goes to /menu/membership. */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "An active plan is required to take or view tests."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Forbidden: signed in but not allowed (a learner on a staff call, an unverified account signing in, a user id that is not the caller's). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Only staff may do this."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found: the host is no provider's, or an id or subdomain given is unknown or belongs to another provider (never that provider's data). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Not found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict with the current state: an Exam already taken ('Practice exams can only be taken once'), a message to a ticket that is not Open, an email already registered, a plan price that is not the plan's current price, no open attempt. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Practice exams can only be taken once"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Payload too large: the body is larger than 1 MB (6 MB for a form with a file), or the upload larger than 5 MB. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The picture must be 5 MB or smaller.",
                 *       "fields": {
                 *         "image": "The picture must be 5 MB or smaller."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unsupported media type: the upload is not one of the images the call accepts (checked by content; each call lists them), or the body's content type is not accepted. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The picture must be a PNG, JPEG, WebP or GIF picture.",
                 *       "fields": {
                 *         "image": "The picture must be a PNG, JPEG, WebP or GIF picture."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests: rate limit or one-time-code limit reached; retry after the number of seconds in Retry-After. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Too many attempts. Try again in 60 seconds."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not implemented: the operation is described in this contract but not built on this server yet. */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Not implemented yet"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Service unavailable: a part this call needs is not configured or not reachable; nothing was recorded. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Payments are not available on this site at the moment."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The provider's subdomain id (`_id` from getSubdomain); must be the id of the provider that owns the host, any other id is 404. */
        SubdomainQuery: string;
        /** @description The test id. */
        TestIdPath: string;
        /**
         * @description `practice` (default): the normal take-test route; an Exam can be taken once.
         *     `recharge`: the Recharge route; unlimited attempts at a test the caller already has a
         *     report for. `custom`: the caller's own test (Create Test, the review deck; a test of another
         *     kind is not found in this mode, nor one in the others). Attempts, progress and reports of
         *     the modes are kept apart.
         */
        TestModeQuery: "practice" | "recharge" | "custom";
        /** @description The ticket id. */
        TicketIdPath: string;
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSubdomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "host": "acme.example.com"
                 *     }
                 */
                "application/json": components["schemas"]["GetSubdomainRequest"];
            };
        };
        responses: {
            /** @description The provider's subdomain id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetSubdomainResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getSubDomainDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider's subdomain id; must be the id of the provider that owns the host. */
                subdomain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subdomain details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubDomainDetailsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTenantManifest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's public manifest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantManifest"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getWebsiteContent: {
        parameters: {
            query: {
                /** @description The provider's subdomain id (`_id` from getSubdomain); must be the id of the provider that owns the host, any other id is 404. */
                subdomain: components["parameters"]["SubdomainQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The landing content. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingContent"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getFooterPages: {
        parameters: {
            query: {
                /** @description The provider's subdomain id (`_id` from getSubdomain); must be the id of the provider that owns the host, any other id is 404. */
                subdomain: components["parameters"]["SubdomainQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The footer pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FooterPagesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getFaqs: {
        parameters: {
            query: {
                /** @description The provider's subdomain id (`_id` from getSubdomain); must be the id of the provider that owns the host, any other id is 404. */
                subdomain: components["parameters"]["SubdomainQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The FAQs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getHelpPage: {
        parameters: {
            query: {
                /** @description The provider's subdomain id (`_id` from getSubdomain); must be the id of the provider that owns the host, any other id is 404. */
                subdomain: components["parameters"]["SubdomainQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The help page, or `message` 'No content'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getPlans: {
        parameters: {
            query: {
                /** @description The provider's subdomain id (`_id` from getSubdomain); must be the id of the provider that owns the host, any other id is 404. */
                subdomain: components["parameters"]["SubdomainQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlansResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Ada",
                 *       "last_name": "Lovelace",
                 *       "dob": "1990-12-10",
                 *       "mobile": "+447400123456",
                 *       "subdomain": "acme.example.com",
                 *       "email": "ada@example.com",
                 *       "password": "correct-horse-battery"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Account created (or updated while unverified) and code sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "otp": "4821",
                 *       "registration": "3q2-7wEjR6mYB0l1d9Cq0xk8bN4uVw5ZfXcT2aHpLsE"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyEmailRequest"];
            };
        };
        responses: {
            /** @description Verified and signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resendOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["ResendOtpRequest"];
            };
        };
        responses: {
            /** @description Code sent (or nothing to send; same answer). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "OTP sent to the mail"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    loginUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                /**
                 * @description The device cookie a successful sign-in set in this browser (see `Set-Cookie` of the
                 *     `200`). The browser sends it by itself: only to this call (its `Path`), never from
                 *     another site (`SameSite=Strict`), and script cannot read it (`HttpOnly`). One that
                 *     does not verify is ignored, as if none was sent.
                 */
                device?: string;
            };
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct-horse-battery",
                 *       "host": "acme.example.com"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    /**
                     * @description A fresh device cookie for this browser and account:
                     *     `device=<token>; Path=/api/user/login; Max-Age=31536000; HttpOnly; SameSite=Strict`,
                     *     with `; Secure` in production and over https. The token is signed by the server and
                     *     names only the account's id, the provider's id and a random nonce, with its expiry
                     *     (a year). Only the last account signed in from a browser is remembered by it.
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getOtpToForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Code sent (or nothing to send; same answer). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgotPasswordResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    submitOtpToForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "otp": "4821"
                 *     }
                 */
                "application/json": components["schemas"]["SubmitOtpRequest"];
            };
        };
        responses: {
            /** @description Code accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitOtpResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Password reset successfully. Please sign in."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            /** @description A new token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    logoutUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserDashboardData: {
        parameters: {
            query: {
                /** @description The provider's subdomain id (`_id` from getSubdomain); must be the id of the provider that owns the host, any other id is 404. */
                subdomain: components["parameters"]["SubdomainQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeaderboard: {
        parameters: {
            query: {
                /** @description The provider's subdomain id (`_id` from getSubdomain); must be the id of the provider that owns the host, any other id is 404. */
                subdomain: components["parameters"]["SubdomainQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 5 leaderboard rows, best rank first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTests: {
        parameters: {
            query: {
                /** @description The provider's subdomain id; must be the id of the provider that owns the host. */
                subdomain_reference: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Active tests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTest: {
        parameters: {
            query?: {
                /**
                 * @description `practice` (default): the normal take-test route; an Exam can be taken once.
                 *     `recharge`: the Recharge route; unlimited attempts at a test the caller already has a
                 *     report for. `custom`: the caller's own test (Create Test, the review deck; a test of another
                 *     kind is not found in this mode, nor one in the others). Attempts, progress and reports of
                 *     the modes are kept apart.
                 */
                mode?: components["parameters"]["TestModeQuery"];
            };
            header?: never;
            path: {
                /** @description The test id. */
                testId: components["parameters"]["TestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test with its questions and the caller's attempt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveTestProgress: {
        parameters: {
            query?: {
                /**
                 * @description `practice` (default): the normal take-test route; an Exam can be taken once.
                 *     `recharge`: the Recharge route; unlimited attempts at a test the caller already has a
                 *     report for. `custom`: the caller's own test (Create Test, the review deck; a test of another
                 *     kind is not found in this mode, nor one in the others). Attempts, progress and reports of
                 *     the modes are kept apart.
                 */
                mode?: components["parameters"]["TestModeQuery"];
            };
            header?: never;
            path: {
                /** @description The test id. */
                testId: components["parameters"]["TestIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentQuestion": 1,
                 *       "answers": [
                 *         {
                 *           "selectedOption": 2,
                 *           "selectedOptions": [],
                 *           "selected": [],
                 *           "questionFlagged": false,
                 *           "confidence": "I KNOW IT",
                 *           "note": ""
                 *         },
                 *         {
                 *           "selectedOption": null,
                 *           "selectedOptions": [
                 *             0,
                 *             3
                 *           ],
                 *           "selected": [],
                 *           "questionFlagged": true,
                 *           "confidence": "THINK SO",
                 *           "note": "Check the dosage table."
                 *         },
                 *         {
                 *           "selectedOption": null,
                 *           "selectedOptions": [],
                 *           "selected": [
                 *             true,
                 *             null,
                 *             false
                 *           ],
                 *           "questionFlagged": false,
                 *           "confidence": "NOT SURE",
                 *           "note": ""
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveProgressRequest"];
            };
        };
        responses: {
            /** @description Progress saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveProgressResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    submitTest: {
        parameters: {
            query?: {
                /**
                 * @description `practice` (default): the normal take-test route; an Exam can be taken once.
                 *     `recharge`: the Recharge route; unlimited attempts at a test the caller already has a
                 *     report for. `custom`: the caller's own test (Create Test, the review deck; a test of another
                 *     kind is not found in this mode, nor one in the others). Attempts, progress and reports of
                 *     the modes are kept apart.
                 */
                mode?: components["parameters"]["TestModeQuery"];
            };
            header?: never;
            path: {
                /** @description The test id. */
                testId: components["parameters"]["TestIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "timeTaken": 12.35,
                 *       "response": [
                 *         {
                 *           "comment": "I KNOW IT",
                 *           "flag": false,
                 *           "selected": [
                 *             2
                 *           ],
                 *           "notes": ""
                 *         },
                 *         {
                 *           "comment": "THINK SO",
                 *           "flag": true,
                 *           "selected": [
                 *             0,
                 *             3
                 *           ],
                 *           "notes": "Check the dosage table."
                 *         },
                 *         {
                 *           "comment": "NOT SURE",
                 *           "flag": false,
                 *           "selected": [
                 *             "true",
                 *             "false",
                 *             "true"
                 *           ],
                 *           "notes": ""
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SubmitTestRequest"];
            };
        };
        responses: {
            /** @description Scored (or a retry of the same submission); the report id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitTestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The report id (the `reportcard` returned by submitTest). */
                reportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    answerTutorQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The test id. */
                testId: components["parameters"]["TestIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "position": 0,
                 *       "selected": [
                 *         2
                 *       ],
                 *       "comment": "NOT SURE",
                 *       "confidenceChosen": true,
                 *       "flag": false,
                 *       "notes": ""
                 *     }
                 */
                "application/json": components["schemas"]["TutorAnswerRequest"];
            };
        };
        responses: {
            /** @description The answer, scored and final, with the question's key and explanation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TutorFeedback"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCreateTestOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateTestOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subtopics": [
                 *         "6a1f0f3e-3f1e-4f7e-9a51-0b8f2d7c9e11"
                 *       ],
                 *       "questions": "wrong",
                 *       "count": 5,
                 *       "mode": "tutor"
                 *     }
                 */
                "application/json": components["schemas"]["CreateTestRequest"];
            };
        };
        responses: {
            /** @description The test, made. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuiltTest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getMyTests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's tests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTestsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getReviewDeck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deck. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewDeck"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createReviewTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewTestRequest"];
            };
        };
        responses: {
            /** @description The test, made. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuiltTest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLowestReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test id, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LowestReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getReportHistory: {
        parameters: {
            query?: {
                /** @description The `next` of the previous page; absent for the first page. */
                after?: string;
                /** @description How many reports at most. Default 20. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the caller's reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportHistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getProficiencyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's Exam reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProficiencyListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getProficiencyDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The report id (the `_id` of a proficiency list item). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proficiency detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProficiencyDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTopics: {
        parameters: {
            query?: {
                /** @description Search text, matched as a case-insensitive substring of the topic name. */
                key?: string;
            };
            header?: never;
            path: {
                /** @description The provider's subdomain id; must be the id of the provider that owns the host. */
                subdomain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTopic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The topic id. */
                topicID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getSummary: {
        parameters: {
            query: {
                /** @description The provider's subdomain id (`_id` from getSubdomain); must be the id of the provider that owns the host, any other id is 404. */
                subdomain: components["parameters"]["SubdomainQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SummaryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserTestData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 12 monthly counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyCountsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserPieChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The doughnut data, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PieChartResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserConfidence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chart series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfidenceChartResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserQuestionData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 12 monthly counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyCountsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserCalibration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calibration, overall and by month. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalibrationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UpdateProfileForm"];
            };
        };
        responses: {
            /** @description Profile updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            501: components["responses"]["NotImplemented"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed; a new token pair for this device. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangePasswordResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transactions and subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price": 29.99,
                 *       "plan_type": "3 Months",
                 *       "planId": "6f1c1f3e-2b7a-4c55-9d3e-0c1b2a3d4e5f",
                 *       "subdomain": "0a7e6b1c-5d4f-4e3a-8b2c-1d0e9f8a7b6c",
                 *       "userId": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
                 *       "redirect_url": "https://acme.example.com"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description The checkout url. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description The checkout url. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    paymentWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Signature of the raw body by the sandbox provider (HMAC-SHA256, hex). Required when `provider` is `sandbox`. */
                "x-payment-signature"?: string;
                /** @description Stripe's signature header. Required when `provider` is `stripe`. */
                "stripe-signature"?: string;
            };
            path: {
                /** @description The payment provider sending the event. */
                provider: "sandbox" | "stripe";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Event received (processed now or earlier, or ignored). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAck"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getInvoice: {
        parameters: {
            query: {
                /** @description When the link stops working, in seconds since 1970. */
                expires: number;
                /** @description The server's signature of the transaction, owner, provider and expiry. */
                signature: string;
            };
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTicketTopics: {
        parameters: {
            query: {
                /** @description The provider's subdomain id; must be the id of the provider that owns the host. */
                sub_domain_reference: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket topics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketTopicsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getSubadmins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubadminsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateTicketForm"];
                /**
                 * @example {
                 *       "subject": "Question 12 seems to have two right answers",
                 *       "description": "In the cardiology quiz, options B and D both look correct to me.",
                 *       "topic": "8d7c6b5a-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                 *       "to": "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b"
                 *     }
                 */
                "application/json": components["schemas"]["CreateTicketRequest"];
            };
        };
        responses: {
            /** @description Ticket created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateTicketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getAllTickets: {
        parameters: {
            query?: {
                /** @description Whose view of the tickets; only `User` (the caller's own tickets). */
                role?: "User";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket id. */
                ticketId: components["parameters"]["TicketIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTicketImage: {
        parameters: {
            query: {
                /** @description When the link stops working, in seconds since 1970. */
                expires: number;
                /** @description The server's signature of the ticket, the provider and the expiry. */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The ticket id. */
                ticketId: components["parameters"]["TicketIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    postTicketMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket id. */
                ticketId: components["parameters"]["TicketIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "Thanks, that answers my question."
                 *     }
                 */
                "application/json": components["schemas"]["TicketMessageRequest"];
            };
        };
        responses: {
            /** @description Message stored; the updated ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getStaffTickets: {
        parameters: {
            query?: {
                /** @description Only tickets with this status; all when absent. */
                status?: components["schemas"]["TicketStatus"];
                /** @description Only tickets under this ticket topic id. */
                topic?: string;
                /** @description Only tickets whose subject contains this text (case-insensitive). */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    postStaffTicketMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket id. */
                ticketId: components["parameters"]["TicketIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketMessageRequest"];
            };
        };
        responses: {
            /** @description Reply stored; the updated ticket. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateStaffTicketStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket id. */
                ticketId: components["parameters"]["TicketIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "Pending"
                 *     }
                 */
                "application/json": components["schemas"]["TicketStatusRequest"];
            };
        };
        responses: {
            /** @description Status changed; the updated ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
            /** @description The database is unreachable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "degraded",
                     *       "database": "unreachable"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for traffic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready"
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
            /** @description Shutting down, or unable to serve; send traffic elsewhere. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "draining",
                     *       "reason": "the process is shutting down"
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
}
