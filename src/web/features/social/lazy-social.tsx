// The one module the bot page and the profile load lazily, after their first render. The rating area and the
// subscription toggle travel together on purpose: every extra dynamic import makes the bundler split shared
// code out of the first download (measured with `BENCH_ONLY=bundle npm run bench`).
export { default as RatingArea } from './components/rating-area';
export { default as SubscriptionToggle } from './components/subscription-toggle';
