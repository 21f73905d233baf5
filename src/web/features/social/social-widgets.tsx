// The rating area and the subscription toggle travel in one chunk on purpose: every extra dynamic import
// makes the bundler split shared code out of the first download (`BENCH_ONLY=bundle npm run bench`).
export { default as RatingArea } from './components/rating-area';
export { default as SubscriptionToggle } from './components/subscription-toggle';
