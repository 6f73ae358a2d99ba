import { stopFakeSimplePay } from './simplepay.ts';

/** The config's globalTeardown: stops the fake SimplePay the runner started while reading the config. */
export default stopFakeSimplePay;
