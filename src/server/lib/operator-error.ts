/**
 * A refusal meant for the person running a command (`npm start`, `npm run backup`…): its message is Spanish,
 * says what to do, and is printed alone, without a stack trace.
 */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}
