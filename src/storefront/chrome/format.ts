/** Display helpers of the header's contact line. */

/** '5552010001' -> '(555) 201-0001'; anything that is not ten digits is shown as stored. */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** One line of an address: '100 Main St, Springfield, IL 62701' (empty parts left out). */
export function addressLine(address: { address1: string; city: string; state: string; zip: string }): string {
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.address1, place].filter(Boolean).join(', ');
}
