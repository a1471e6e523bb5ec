/*
 * Mock card provider — embedded payment form (JavaScript on). Exposes window.CardProviderCheckout
 * with mount(container, config) → { tokenize(payer), destroy() }. Card fields carry no `name`, so
 * the merchant's form never submits them; tokenize() sends them to the provider only.
 */
(function () {
  var script = document.currentScript;
  // The provider's API lives where this script came from: the same site in mock mode, its own
  // origin with the standalone mock upstream.
  var base = script
    ? new URL(script.src, location.href).href.replace(/\/checkout\.js(?:[?#].*)?$/, '')
    : '/__card-provider';

  function field(container, id, label, attrs) {
    var wrap = document.createElement('div');
    wrap.className = 'cp-field';
    var lab = document.createElement('label');
    lab.htmlFor = 'cp-' + id;
    lab.textContent = label;
    var input = document.createElement('input');
    input.id = 'cp-' + id;
    for (var key in attrs) input.setAttribute(key, attrs[key]);
    var error = document.createElement('p');
    error.className = 'cp-error';
    error.id = 'cp-' + id + '-error';
    wrap.appendChild(lab);
    wrap.appendChild(input);
    wrap.appendChild(error);
    container.appendChild(wrap);
    return { input: input, error: error };
  }

  function showErrors(fields, errors) {
    for (var key in fields) {
      var message = errors[key] || '';
      fields[key].error.textContent = message;
      fields[key].input.classList.toggle('cp-invalid', !!message);
      if (message) fields[key].input.setAttribute('aria-invalid', 'true');
      else fields[key].input.removeAttribute('aria-invalid');
    }
  }

  window.CardProviderCheckout = {
    mount: function (container, config) {
      var style = document.createElement('style');
      style.textContent =
        '.cp-field{display:grid;gap:4px;margin-bottom:12px}.cp-field label{font-weight:600}' +
        '.cp-field input{font:inherit;padding:10px 12px;border:1px solid #c9c4d8;border-radius:8px}' +
        '.cp-invalid{border-color:#d32f2f!important;box-shadow:0 0 0 1px #d32f2f;background:#fff5f5}' +
        '.cp-error{color:#d32f2f;font-size:.85rem;margin:0}.cp-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}' +
        '.cp-badge{font-size:.8rem;color:#5b5b76;margin:0 0 8px}';
      container.appendChild(style);
      var badge = document.createElement('p');
      badge.className = 'cp-badge';
      badge.textContent =
        'Pago seguro procesado por el proveedor de pagos · ' + config.currency + ' ' + config.amount;
      container.appendChild(badge);
      var fields = {
        name: field(container, 'name', 'Nombre del titular', { autocomplete: 'cc-name' }),
        number: field(container, 'number', 'Número de tarjeta', {
          inputmode: 'numeric',
          autocomplete: 'cc-number',
          placeholder: '4919 1481 0785 9067',
        }),
      };
      var row = document.createElement('div');
      row.className = 'cp-row';
      container.appendChild(row);
      fields.expiry = field(row, 'expiry', 'Vencimiento (MM/AA)', {
        inputmode: 'numeric',
        autocomplete: 'cc-exp',
        placeholder: 'MM/AA',
      });
      fields.cvc = field(row, 'cvc', 'CVV', {
        inputmode: 'numeric',
        autocomplete: 'cc-csc',
        placeholder: '123',
      });

      return {
        tokenize: function (payer) {
          var card = {
            name: fields.name.input.value,
            number: fields.number.input.value,
            expiry: fields.expiry.input.value,
            cvc: fields.cvc.input.value,
          };
          return fetch(base + '/api/tokenize', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              sessionKey: config.sessionKey,
              purchaseNumber: config.purchaseNumber,
              card: card,
              payer: payer,
            }),
          }).then(function (response) {
            return response.json().then(function (body) {
              if (response.ok && body.transactionToken) {
                showErrors(fields, {});
                return { transactionToken: body.transactionToken };
              }
              showErrors(fields, body.fieldErrors || {});
              throw { type: body.fieldErrors ? 'validation' : 'provider', message: body.error || '' };
            });
          });
        },
        destroy: function () {
          while (container.firstChild) container.removeChild(container.firstChild);
        },
      };
    },
  };
})();
