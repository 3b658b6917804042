import {
  ChangePasswordBody,
  emailSchema,
  msg,
  optional,
  type PublicUser,
  passwordSchema,
  phoneSchema,
  requiredString,
  type Shop,
  ShopIdentity,
  UpdateShopBody,
  urlSchema,
  usernameSchema,
} from '@cuvee/contracts';
import { z } from 'zod';

// Settings forms: the API's own field rules (UpdateShopBody, ShopIdentity, UpdateMeBody's
// fields), with blank inputs read as "not given".

const hexColor = UpdateShopBody.shape.color.unwrap();
const text = (max: number) => optional(z.string().trim().max(max));

export const InfosForm = z.object({
  name: UpdateShopBody.shape.name.unwrap(),
  color: hexColor,
  legalName: text(200),
  siret: optional(ShopIdentity.shape.siret.unwrap()),
  vatNumber: text(20),
  email: optional(emailSchema),
  phone: text(30),
  website: optional(urlSchema),
  description: text(5000),
  street: text(200),
  zipcode: text(10),
  city: text(100),
  country: optional(z.string().trim().toUpperCase().length(2, msg('countryCode'))),
});
export type InfosFormInput = z.input<typeof InfosForm>;
export type InfosFormOutput = z.output<typeof InfosForm>;

export function infosDefaults(shop: Shop): InfosFormInput {
  const identity = shop.identity;
  return {
    name: shop.name,
    color: shop.editedShop.color ?? shop.color,
    legalName: identity.legalName ?? '',
    siret: identity.siret ?? '',
    vatNumber: identity.vatNumber ?? '',
    email: identity.email ?? '',
    phone: identity.phone ?? '',
    website: identity.website ?? '',
    description: identity.description ?? '',
    street: identity.address?.street ?? '',
    zipcode: identity.address?.zipcode ?? '',
    city: identity.address?.city ?? '',
    country: identity.address?.country ?? '',
  };
}

/** The PUT /v1/shops/me body of the form (and the images chosen). */
export function infosBody(
  form: InfosFormOutput,
  images: { logo?: string | null; banner?: string | null },
): UpdateShopBody {
  const address = { street: form.street, zipcode: form.zipcode, city: form.city, country: form.country };
  const hasAddress = Object.values(address).some((v) => v !== undefined);
  return {
    name: form.name,
    color: form.color,
    editedShop: { color: form.color, ...images },
    identity: {
      legalName: form.legalName,
      siret: form.siret,
      vatNumber: form.vatNumber,
      email: form.email,
      phone: form.phone,
      website: form.website,
      description: form.description,
      ...(hasAddress ? { address } : {}),
    },
  };
}

/**
 * The profile form. Usernames made at registration from the e-mail ('julie.durand2') do not
 * follow the §5 rule (letters and spaces): the rule applies when the user changes it.
 */
export function profileForm(currentUsername: string) {
  return ProfileForm.extend({
    username: z
      .string()
      .refine(
        (value) => value === currentUsername || usernameSchema.safeParse(value).success,
        msg('username'),
      ),
  });
}

export const ProfileForm = z.object({
  firstname: requiredString,
  lastname: requiredString,
  username: usernameSchema,
  phone: optional(phoneSchema),
  businessName: text(200),
  businessReason: text(200),
  lang: z.enum(['fr', 'en']),
});
export type ProfileFormInput = z.input<typeof ProfileForm>;
export type ProfileFormOutput = z.output<typeof ProfileForm>;

export function profileDefaults(user: PublicUser): ProfileFormInput {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    username: user.username,
    phone: user.phone ?? '',
    businessName: user.business?.name ?? '',
    businessReason: user.business?.reason ?? '',
    lang: user.lang === 'en' ? 'en' : 'fr',
  };
}

export function profileBody(form: ProfileFormOutput, isPro: boolean, currentUsername?: string) {
  return {
    firstname: form.firstname,
    lastname: form.lastname,
    ...(form.username !== currentUsername ? { username: form.username } : {}),
    phone: form.phone ?? null,
    lang: form.lang,
    ...(isPro ? { business: { name: form.businessName, reason: form.businessReason } } : {}),
  };
}

export const PasswordForm = ChangePasswordBody.extend({ confirm: z.string() }).refine(
  (v) => v.newPassword === v.confirm,
  { path: ['confirm'], ...msg('passwordMismatch') },
);
export type PasswordFormInput = z.input<typeof PasswordForm>;
export { passwordSchema };
