/*
 * Mock global card provider — card elements (JavaScript on), Stripe-style:
 *   var provider = GlobalCardProvider(publishableKey);
 *   var el = provider.elements().create('cardNumber' | 'cardExpiry' | 'cardCvc'); el.mount(node);
 *   el.on('ready' | 'change', fn)  // change: { empty, complete, error: {message} | null, brand }
 *   provider.confirmCardPayment(clientSecret, { billing_details: { name } }) → { paymentIntent } | { error }
 *     paymentIntent: { id, status } for a payment intent's secret, { status } for a subscription's;
 *     error: { code, message, payment_intent?: { id, status } } ('card_declined' names the intent)
 * The inputs carry no `name`: the merchant's form never submits them.
 */
(function () {
  var script = document.currentScript;
  // The provider's API lives where this script came from: the same site in mock mode, its own
  // origin with the standalone mock upstream.
  var base = script
    ? new URL(script.src, location.href).href.replace(/\/elements\.js(?:[?#].*)?$/, '')
    : '/__card-provider/global';
  var LABELS = { cardNumber: 'Número de tarjeta', cardExpiry: 'Vencimiento (MM/AA)', cardCvc: 'CVC' };

  function digits(v) {
    return v.replace(/\D/g, '');
  }
  function brandOf(n) {
    if (/^4/.test(n)) return 'visa';
    if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'mastercard';
    if (/^3[47]/.test(n)) return 'amex';
    return n ? 'unknown' : null;
  }
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n[n.length - 1 - i]);
      if (i % 2) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function state(type, raw) {
    var v = digits(raw);
    if (!v)
      return { empty: true, complete: false, error: null, brand: type === 'cardNumber' ? null : undefined };
    if (type === 'cardNumber') {
      var brand = brandOf(v);
      var length = brand === 'amex' ? 15 : 16;
      if (v.length < length) return { empty: false, complete: false, error: null, brand: brand };
      return {
        empty: false,
        complete: luhn(v),
        error: luhn(v) ? null : { message: 'El número de tarjeta no es válido.' },
        brand: brand,
      };
    }
    if (type === 'cardExpiry') {
      if (v.length < 4) return { empty: false, complete: false, error: null };
      var mm = Number(v.slice(0, 2)),
        yy = Number(v.slice(2, 4));
      if (mm < 1 || mm > 12)
        return { empty: false, complete: false, error: { message: 'La fecha de vencimiento no es válida.' } };
      var now = new Date();
      if (2000 + yy < now.getFullYear() || (2000 + yy === now.getFullYear() && mm < now.getMonth() + 1)) {
        return { empty: false, complete: false, error: { message: 'La fecha de vencimiento ya pasó.' } };
      }
      return { empty: false, complete: true, error: null };
    }
    return { empty: false, complete: v.length >= 3, error: null };
  }
  function format(type, raw) {
    var v = digits(raw);
    if (type === 'cardNumber') return v.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
    if (type === 'cardExpiry') return v.length > 2 ? v.slice(0, 2) + '/' + v.slice(2, 4) : v;
    return v.slice(0, 4);
  }

  window.GlobalCardProvider = function () {
    var created = {};
    return {
      elements: function () {
        return {
          create: function (type, options) {
            var handlers = { ready: [], change: [] };
            var input = document.createElement('input');
            input.setAttribute('aria-label', (options && options.ariaLabel) || LABELS[type]);
            input.setAttribute('inputmode', 'numeric');
            input.setAttribute(
              'autocomplete',
              { cardNumber: 'cc-number', cardExpiry: 'cc-exp', cardCvc: 'cc-csc' }[type],
            );
            input.className = 'gp-input';
            function emit() {
              var s = state(type, input.value);
              input.classList.toggle('gp-invalid', !!s.error);
              handlers.change.forEach(function (fn) {
                fn(s);
              });
            }
            input.addEventListener('input', function () {
              input.value = format(type, input.value);
              emit();
            });
            var element = {
              mount: function (node) {
                node.appendChild(input);
                setTimeout(function () {
                  handlers.ready.forEach(function (fn) {
                    fn();
                  });
                }, 0);
              },
              on: function (event, fn) {
                (handlers[event] || []).push(fn);
              },
              clear: function () {
                input.value = '';
                emit();
              },
              destroy: function () {
                input.remove();
              },
              _value: function () {
                return input.value;
              },
            };
            created[type] = element;
            return element;
          },
        };
      },
      confirmCardPayment: function (clientSecret, data) {
        var card = {
          name: (data && data.billing_details && data.billing_details.name) || '',
          number: created.cardNumber ? created.cardNumber._value() : '',
          expiry: created.cardExpiry ? created.cardExpiry._value() : '',
          cvc: created.cardCvc ? created.cardCvc._value() : '',
        };
        return fetch(base + '/api/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientSecret: clientSecret, card: card }),
        }).then(function (response) {
          return response.json().then(function (body) {
            // An invoice's intent comes back named ({ id, status }); a subscription's only by its status.
            return response.ok
              ? { paymentIntent: body.payment_intent || { status: body.status } }
              : { error: body.error };
          });
        });
      },
    };
  };
})();
