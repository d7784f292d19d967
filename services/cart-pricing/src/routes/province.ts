import { badRequest } from '@mise/platform';
import { isProvince, type Province } from '../domain/sales-tax.js';

/**
 * A province code as a body gives it, in any case, checked against the sales-tax table: a
 * code outside it could not be taxed. Otherwise a 400 naming the field `province`.
 */
export function provinceIn(code: string): Province {
  const province = code.toUpperCase();
  if (isProvince(province)) return province;
  throw badRequest(`${code} is not a Canadian province or territory code.`, [
    {
      field: 'province',
      rule: 'province',
      message: 'province must be a Canadian province or territory code, such as ON',
    },
  ]);
}
