const orList = new Intl.ListFormat('en-US', { type: 'disjunction' });

/** ['Cash', 'Check', 'Credit cards'] -> 'cash, check, or credit cards', for use mid-sentence. */
export function paymentMethodsText(methods: readonly string[]): string {
  return orList.format(methods.map((method) => method.toLowerCase()));
}
