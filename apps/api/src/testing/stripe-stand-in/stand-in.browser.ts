/**
 * What the stand-in serves at /v3 in place of Stripe.js (https://js.stripe.com/v3/), for tests
 * and e2e only: production loads the real Stripe.js. It covers what our checkout calls and no
 * more: `Stripe(pk)`, `stripe.elements({ clientSecret, locale })`,
 * `elements.create('payment').mount(el)` (a plain card form, not in an iframe) and
 * `stripe.confirmSetup({ elements, redirect: 'if_required' })`, which confirms the SetupIntent
 * against the stand-in that served it. Test card numbers choose Stripe's test payment methods.
 */
export const STRIPE_JS_STAND_IN = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script ? new URL(script.src).origin : window.location.origin;
  var CARDS = {
    '4242424242424242': 'pm_card_visa',
    '5555555555554444': 'pm_card_mastercard',
    '4000000000000002': 'pm_card_chargeDeclined',
    '4000002760003184': 'pm_card_authenticationRequired'
  };
  var TEXT = {
    fr: { number: 'Numéro de carte', expiry: "Date d'expiration (MM/AA)", cvc: 'Code de sécurité (CVC)',
          invalid: 'Votre numéro de carte est invalide.', incomplete: 'Les informations de votre carte sont incomplètes.' },
    en: { number: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code (CVC)',
          invalid: 'Your card number is invalid.', incomplete: "Your card's details are incomplete." }
  };
  function field(form, name, label, autocomplete) {
    var wrap = document.createElement('label');
    wrap.style.display = 'block';
    wrap.style.marginBottom = '8px';
    wrap.textContent = label;
    var input = document.createElement('input');
    input.name = name;
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    input.style.display = 'block';
    input.style.width = '100%';
    wrap.appendChild(input);
    form.appendChild(wrap);
    return input;
  }
  function Stripe(publishableKey) {
    if (!publishableKey) throw new Error('Stripe(): a publishable key is required');
    return {
      elements: function (options) {
        var state = { clientSecret: options && options.clientSecret, text: TEXT[(options && options.locale) === 'en' ? 'en' : 'fr'], inputs: null };
        return {
          _state: state,
          create: function (type) {
            if (type !== 'payment') throw new Error('stand-in: only the payment element');
            var root = null;
            var handlers = {};
            return {
              mount: function (target) {
                var el = typeof target === 'string' ? document.querySelector(target) : target;
                root = document.createElement('div');
                root.setAttribute('data-stripe-stand-in', 'payment');
                state.inputs = {
                  number: field(root, 'cardnumber', state.text.number, 'cc-number'),
                  expiry: field(root, 'exp-date', state.text.expiry, 'cc-exp'),
                  cvc: field(root, 'cvc', state.text.cvc, 'cc-csc')
                };
                el.appendChild(root);
                setTimeout(function () { if (handlers.ready) handlers.ready({ elementType: 'payment' }); }, 0);
              },
              on: function (event, handler) { handlers[event] = handler; },
              unmount: function () { if (root && root.parentNode) root.parentNode.removeChild(root); root = null; },
              destroy: function () { this.unmount(); }
            };
          }
        };
      },
      confirmSetup: function (options) {
        var state = options.elements._state;
        var inputs = state.inputs;
        var number = inputs ? inputs.number.value.replace(/\s/g, '') : '';
        var complete = inputs && number && inputs.expiry.value.trim() && inputs.cvc.value.trim();
        if (!complete) return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete', message: state.text.incomplete } });
        var pm = CARDS[number];
        if (!pm) return Promise.resolve({ error: { type: 'validation_error', code: 'invalid_number', message: state.text.invalid } });
        var id = String(state.clientSecret).split('_secret_')[0];
        var body = new URLSearchParams({ key: publishableKey, client_secret: state.clientSecret, payment_method: pm });
        return fetch(origin + '/v1/setup_intents/' + encodeURIComponent(id) + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString()
        }).then(function (res) {
          return res.json().then(function (json) {
            return res.ok ? { setupIntent: json } : { error: json.error };
          });
        });
      }
    };
  }
  window.Stripe = Stripe;
})();
`;
